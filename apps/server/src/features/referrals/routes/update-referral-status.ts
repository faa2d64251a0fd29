import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { updateReferralStatus } from "../services/update-referral-status.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { route } from "./route.ts";

export default route(
  {
    method: "POST",
    path: "/api/auth/UpdateReferralStatus",
    query: z.object({ emailId: z.string({ error: "Email is Required." }).max(200), userId: idParam("userId") }),
    answer: z.object({ updated: z.number().int(), message: z.string() }),
  },
  {
    config: { access: access.self("query") },
    summary: "Mark the invitation of emailId as Registered for the account userId (sign-up does this itself when the addresses match)",
    handler: async (request, { deps }) => {
      return updateReferralStatus(deps, request.query.emailId, request.query.userId);
    },
  },
);
