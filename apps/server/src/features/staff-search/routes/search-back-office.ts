import { staffSearchProblem } from "@investar/core";
import { searchBackOffice as contract } from "@investar/contract/staff-search/search-back-office";
import { access } from "../../../auth/access.ts";
import { badRequest } from "../../../errors.ts";
import { searchBackOffice } from "../services/search-back-office.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: the one search box — customers by email, name, mobile or id, and records by exact order, invoice or credit-note number, UTR or cheque number, GSTIN or support reference; goTo names the one exact match",
  handler: async (request, { deps }) => {
    const { q, page } = request.query;
    const problem = staffSearchProblem(q);
    if (problem) throw badRequest(problem, { q: [problem] });
    return (await searchBackOffice(deps, q, page))!;
  },
});
