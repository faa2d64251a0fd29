import { z } from "zod";
import { requireSelfOrAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getIntradayActivationDetails } from "../services/get-intraday-activation-details.ts";
import { idParam } from "@investar/contract/parts/id-param";

const getIntradayActivationDetailsRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/GetIntradayActivationDetails",
    {
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
      await requireSelfOrAdmin(request, request.query.userId);
      return getIntradayActivationDetails(deps, request.query.userId);
    },
  );
};

export default getIntradayActivationDetailsRoute;
