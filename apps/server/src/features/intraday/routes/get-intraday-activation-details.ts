import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getIntradayActivationDetails } from "../services/get-intraday-activation-details.ts";
import { idParam } from "@investar/contract/parts/id-param";

const getIntradayActivationDetailsRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/GetIntradayActivationDetails",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["auth"],
        summary: "Whether intraday is activated, since when, and the masked email and mobile a code can be sent to",
        security: [{ bearer: [] }],
        querystring: z.object({ userId: idParam("userId") }),
        response: {
          200: z.object({ isActivated: z.boolean(), activatedAt: z.string().nullable(), email: z.string(), mobile: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      return getIntradayActivationDetails(deps, request.query.userId);
    },
  );
};

export default getIntradayActivationDetailsRoute;
