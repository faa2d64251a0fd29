import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { isRegisteredBasicsOfTa } from "../services/is-registered-basics-of-ta.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { route } from "./route.ts";

export default route(
  { method: "POST", path: "/api/education/IsRegisteredBasicsOfTAWebinars", query: userIdQuery, answer: z.boolean() },
  {
    config: { access: access.self("query") },
    summary: "Whether the user registered for the Basics of Technical Analysis series (self or admin)",
    handler: async (request, { deps }) => {
      return isRegisteredBasicsOfTa(deps, request.query.userId);
    },
  },
);
