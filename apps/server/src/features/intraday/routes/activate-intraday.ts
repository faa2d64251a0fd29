import { access } from "../../../auth/access.ts";
import { activateIntraday as contract } from "@investar/contract/intraday/activate-intraday";
import type { RouteModule } from "../../../http/app-types.ts";
import { activateIntraday } from "../services/activate-intraday.ts";

const activateIntradayRoute: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.self("query"), changesState: true },
      schema: {
        tags: ["auth"],
        summary:
          "Activate intraday with the 5-digit code (docs/business-rules.md#other-patterns: five digits, no zero); each code works once",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return activateIntraday(deps, request.query.userId, request.query.intradayActivationCode);
    },
  );
};

export default activateIntradayRoute;
