import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { isBrokerOpenUser } from "../services/is-broker-open-user.ts";
import { idParam } from "@investar/contract/parts/id-param";

const isZerodhaOpenUser: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/IsZerodhaOpenUser",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["auth"],
        summary: "Whether the account opened a broker account through the broker partner page",
        security: [{ bearer: [] }],
        querystring: z.object({ userId: idParam("userId") }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      return isBrokerOpenUser(deps, request.query.userId);
    },
  );
};

export default isZerodhaOpenUser;
