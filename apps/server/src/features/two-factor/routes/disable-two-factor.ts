import { access, callerOf } from "../../../auth/access.ts";
import { disableTwoFactor as contract } from "@investar/contract/two-factor/disable-two-factor";
import { codeAttemptOf } from "../../../auth/code-attempt.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { disableTwoFactor } from "../services/disable-two-factor.ts";
import { getTwoFactorStatus } from "../services/get-two-factor-status.ts";
import { ADMIN_TWO_FACTOR_TAG } from "./two-factor-schemas.ts";

const disableTwoFactorRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.adminEnrolling },
      schema: {
        tags: [ADMIN_TWO_FACTOR_TAG],
        summary: "Admin: turn two-factor sign-in off for my account with a current code (or a recovery code)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
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
