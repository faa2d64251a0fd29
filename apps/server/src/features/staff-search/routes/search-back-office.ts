import { staffSearchProblem } from "@investar/core";
import { searchBackOffice as contract } from "@investar/contract/staff-search/search-back-office";
import { access } from "../../../auth/access.ts";
import { badRequest } from "../../../errors.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { searchBackOffice } from "../services/search-back-office.ts";

export const STAFF_SEARCH_TAG = "admin search";

const searchBackOfficeRoute: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [STAFF_SEARCH_TAG],
        summary:
          "Admin: the one search box — customers by email, name, mobile or id, and records by exact order, invoice or credit-note number, UTR or cheque number, GSTIN or support reference; goTo names the one exact match",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const problem = staffSearchProblem(q);
      if (problem) throw badRequest(problem, { q: [problem] });
      return (await searchBackOffice(deps, q, page))!;
    },
  );
};

export default searchBackOfficeRoute;
