import { access } from "../../../auth/access.ts";
import { disableTwoFactor as contract } from "@investar/contract/two-factor/disable-two-factor";
import { codeAttemptOf } from "../../../auth/code-attempt.ts";
import { disableTwoFactor } from "../services/disable-two-factor.ts";
import { getTwoFactorStatus } from "../services/get-two-factor-status.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.adminEnrolling },
  summary: "Admin: turn two-factor sign-in off for my account with a current code (or a recovery code)",
  handler: async (request, { deps, caller: admin }) => {
    const attempt = await codeAttemptOf(request, deps.config, deps.now(), `session:${admin.sessionId}`);
    await disableTwoFactor(deps, admin.userId, request.body.code, attempt);
    return getTwoFactorStatus(deps, admin.userId);
  },
});
