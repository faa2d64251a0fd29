import { access } from "../../../auth/access.ts";
import { confirmTwoFactorEnrolment as contract } from "@investar/contract/two-factor/confirm-two-factor-enrolment";
import { codeAttemptOf } from "../../../auth/code-attempt.ts";
import { confirmTwoFactorEnrolment } from "../services/confirm-two-factor-enrolment.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.adminEnrolling },
  summary: "Admin: confirm the new authenticator with its first code; answers the ten recovery codes, shown once",
  handler: async (request, { deps, caller: admin, reply }) => {
    void reply.header("cache-control", "no-store");
    const attempt = await codeAttemptOf(request, deps.config, deps.now(), `session:${admin.sessionId}`);
    return confirmTwoFactorEnrolment(deps, admin, request.body.code, attempt);
  },
});
