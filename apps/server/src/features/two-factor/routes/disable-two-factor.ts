import { access, callerOf } from "../../../auth/access.ts";
import { codeAttemptOf } from "../../../auth/code-attempt.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { disableTwoFactor } from "../services/disable-two-factor.ts";
import { getTwoFactorStatus } from "../services/get-two-factor-status.ts";
import { ADMIN_TWO_FACTOR_TAG, twoFactorCodeBody, twoFactorStatus } from "./two-factor-schemas.ts";

const disableTwoFactorRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/two-factor/disable",
    {
      config: { access: access.adminEnrolling },
      schema: {
        tags: [ADMIN_TWO_FACTOR_TAG],
        summary: "Admin: turn two-factor sign-in off for my account with a current code (or a recovery code)",
        security: [{ bearer: [] }],
        body: twoFactorCodeBody,
        response: { 200: twoFactorStatus },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      const attempt = await codeAttemptOf(request, deps.config, deps.now(), `session:${admin.sessionId}`);
      await disableTwoFactor(deps, admin.userId, request.body.code, attempt);
      return getTwoFactorStatus(deps, admin.userId);
    },
  );
};

export default disableTwoFactorRoute;
