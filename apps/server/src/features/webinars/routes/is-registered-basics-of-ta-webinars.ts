import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { isRegisteredBasicsOfTa } from "../services/is-registered-basics-of-ta.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const isRegisteredBasicsOfTaWebinars: RouteModule = (app, deps) => {
  app.post(
    "/api/education/IsRegisteredBasicsOfTAWebinars",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["education"],
        summary: "Whether the user registered for the Basics of Technical Analysis series (self or admin)",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      return isRegisteredBasicsOfTa(deps, request.query.userId);
    },
  );
};

export default isRegisteredBasicsOfTaWebinars;
