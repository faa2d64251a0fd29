import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { isBrokerOpenUser } from "../services/is-broker-open-user.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/auth/IsZerodhaOpenUser", query: z.object({ userId: idParam("userId") }), answer: z.boolean() },
  {
    config: { access: access.self("query") },
    summary: "Whether the account opened a broker account through the broker partner page",
    handler: async (request, { deps }) => {
      return isBrokerOpenUser(deps, request.query.userId);
    },
  },
);
