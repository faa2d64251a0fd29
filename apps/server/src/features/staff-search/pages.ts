import type { StaffSearchPageServices } from "@investar/contract/pages/staff-search";
import type { AppDeps } from "../../deps.ts";
import { searchBackOffice } from "./services/search-back-office.ts";

/** /admin/users' one search box, bound to this app's dependencies. */
export function staffSearchPageServices(deps: AppDeps): StaffSearchPageServices {
  return { searchBackOffice: (query, page) => searchBackOffice(deps, query, page) };
}
