import { z } from "zod";
import { requireSelfOrAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateReferralStatus } from "../services/update-referral-status.ts";
import { idParam } from "@investar/contract/parts/id-param";

const updateReferralStatusRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/UpdateReferralStatus",
    {
      schema: {
        tags: ["auth"],
        summary: "Mark the invitation of emailId as Registered for the account userId (sign-up does this itself when the addresses match)",
        security: [{ bearer: [] }],
        querystring: z.object({ emailId: z.string({ error: "Email is Required." }).max(200), userId: idParam("userId") }),
        response: { 200: z.object({ updated: z.number().int(), message: z.string() }) },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.query.userId);
      return updateReferralStatus(deps, request.query.emailId, request.query.userId);
    },
  );
};

export default updateReferralStatusRoute;
