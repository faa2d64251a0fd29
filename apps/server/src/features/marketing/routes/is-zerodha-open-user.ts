import { z } from "zod";
import { requireSelfOrAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { isBrokerOpenUser } from "../services/is-broker-open-user.ts";
import { idParam } from "@investar/contract/parts/id-param";

const isZerodhaOpenUser: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/IsZerodhaOpenUser",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether the account opened a broker account through the broker partner page",
        security: [{ bearer: [] }],
        querystring: z.object({ userId: idParam("userId") }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.query.userId);
      return isBrokerOpenUser(deps, request.query.userId);
    },
  );
};

export default isZerodhaOpenUser;
