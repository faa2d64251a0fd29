import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateReferralStatus } from "../services/update-referral-status.ts";
import { idParam } from "@investar/contract/parts/id-param";

const updateReferralStatusRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/UpdateReferralStatus",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["auth"],
        summary: "Mark the invitation of emailId as Registered for the account userId (sign-up does this itself when the addresses match)",
        security: [{ bearer: [] }],
        querystring: z.object({ emailId: z.string({ error: "Email is Required." }).max(200), userId: idParam("userId") }),
        response: { 200: z.object({ updated: z.number().int(), message: z.string() }) },
      },
    },
    async (request) => {
      return updateReferralStatus(deps, request.query.emailId, request.query.userId);
    },
  );
};

export default updateReferralStatusRoute;
