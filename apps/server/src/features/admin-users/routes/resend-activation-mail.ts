import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { resendActivationMail } from "../services/resend-activation-mail.ts";
import { ADMIN_USERS_TAG, userIdBody } from "./admin-users-schemas.ts";

const resendActivationMailRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/ResendActivationMail",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary: "Admin: send an unverified account a fresh activation link (409 when it is already verified); audit-logged",
        security: [{ bearer: [] }],
        body: userIdBody,
        response: { 200: z.object({ userId: z.number().int(), email: z.string() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return resendActivationMail(deps, admin.userId, request.body.userId);
    },
  );
};

export default resendActivationMailRoute;
