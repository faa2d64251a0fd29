import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { userExists } from "../../profile/index.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const isUserExist: RouteModule = (app, deps) => {
  app.get(
    "/api/user/IsUserExist",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "Whether an account has this id (your own, or any for an admin)",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      return userExists(deps, request.query.userId);
    },
  );
};

export default isUserExist;
