import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getProfile } from "../services/get-profile.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/user/GetMobileNumber", query: userIdQuery, answer: z.string() },
  {
    config: { access: access.self("query") },
    summary: "The account's mobile number, as text (like GetEmailAddressProfile)",
    handler: async (request, { deps, reply }) => {
      const { mobileNumber } = await getProfile(deps, request.query.userId);
      return reply.type("text/plain; charset=utf-8").send(mobileNumber);
    },
  },
);
