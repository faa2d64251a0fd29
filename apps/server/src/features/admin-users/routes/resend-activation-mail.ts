import { access, callerOf } from "../../../auth/access.ts";
import { resendActivationMail as contract } from "@investar/contract/admin-users/resend-activation-mail";
import type { RouteModule } from "../../../http/app-types.ts";
import { resendActivationMail } from "../services/resend-activation-mail.ts";
import { ADMIN_USERS_TAG } from "./admin-users-schemas.ts";

const resendActivationMailRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary: "Admin: send an unverified account a fresh activation link (409 when it is already verified); audit-logged",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return resendActivationMail(deps, admin.userId, request.body.userId);
    },
  );
};

export default resendActivationMailRoute;
