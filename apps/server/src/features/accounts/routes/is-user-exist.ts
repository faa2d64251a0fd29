import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { userExists } from "../../profile/index.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { userRoute } from "./route.ts";

export default userRoute(
  { method: "GET", path: "/api/user/IsUserExist", query: userIdQuery, answer: z.boolean() },
  {
    config: { access: access.self("query") },
    summary: "Whether an account has this id (your own, or any for an admin)",
    handler: async (request, { deps }) => {
      return userExists(deps, request.query.userId);
    },
  },
);
