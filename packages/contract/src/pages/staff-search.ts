/** What the back office's one search box reads (docs/business-rules.md#staff-search). */
import type { StaffSearchHit } from "@investar/core";
import type { AdminUsersPage } from "./admin-users.ts";

export interface StaffSearchResult {
  /** Records found by their exact number, reference, GSTIN or support reference. */
  records: StaffSearchHit[];
  /** Customers whose email, name or mobile contains the text, or whose id it is (10 a page). */
  customers: AdminUsersPage;
  /** Where to go at once: the one record found by an exact match; null to list the results. */
  goTo: string | null;
}

export interface StaffSearchPageServices {
  /** Null for text that can't be searched (the page shows why: core's staffSearchProblem). */
  searchBackOffice(query: string, page: number): Promise<StaffSearchResult | null>;
}
