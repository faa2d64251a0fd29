import { staffSearchDestination, staffSearchTerms, type StaffSearchHit } from "@investar/core";
import type { StaffSearchResult } from "@investar/contract/pages/staff-search";
import type { AppDeps } from "../../../deps.ts";
import { searchUsers } from "../../admin-users/index.ts";
import { findRecords } from "./find-records.ts";

const digits = (text: string) => text.replace(/\D/gu, "");

/**
 * The back office's one search (docs/business-rules.md#staff-search): customers by email, name, mobile or
 * id as before, and records by their exact order, invoice or credit-note number, UTR or cheque number,
 * GSTIN or support reference. One exact match is where the page goes at once. Null for text that can't
 * be searched (core's staffSearchProblem says why).
 */
export async function searchBackOffice(deps: AppDeps, query: string, page: number): Promise<StaffSearchResult | null> {
  const terms = staffSearchTerms(query);
  if (!terms) return null;
  const [records, customers] = await Promise.all([findRecords(deps.db, terms), searchUsers(deps, query, page)]);
  const asHits: StaffSearchHit[] = customers.users.map((user) => ({
    kind: "customer",
    label: user.name || user.email,
    detail: user.email,
    customer: { userId: user.userId, name: user.name, email: user.email },
    href: `/admin/users/${user.userId}`,
    // The whole email, the id, or the whole mobile number: anything less is a partial match, listed.
    exact:
      user.email.toLowerCase() === terms.user.text ||
      user.userId === terms.user.userId ||
      (terms.user.mobileDigits !== null && terms.user.mobileDigits.length >= 10 && digits(user.mobileNo).endsWith(terms.user.mobileDigits)),
  }));
  const goTo = records.length + customers.total === 1 ? staffSearchDestination([...records, ...asHits]) : null;
  return { records, customers, goTo };
}
