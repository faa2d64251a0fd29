import { access } from "../../../auth/access.ts";
import { getIntradayActivationDetails as contract } from "@investar/contract/intraday/get-intraday-activation-details";
import type { RouteModule } from "../../../http/app-types.ts";
import { getIntradayActivationDetails } from "../services/get-intraday-activation-details.ts";

const getIntradayActivationDetailsRoute: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["auth"],
        summary: "Whether intraday is activated, since when, and the masked email and mobile a code can be sent to",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return getIntradayActivationDetails(deps, request.query.userId);
    },
  );
};

export default getIntradayActivationDetailsRoute;
