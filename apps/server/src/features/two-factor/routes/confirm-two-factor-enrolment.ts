import { access, callerOf } from "../../../auth/access.ts";
import { confirmTwoFactorEnrolment as contract } from "@investar/contract/two-factor/confirm-two-factor-enrolment";
import { codeAttemptOf } from "../../../auth/code-attempt.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { confirmTwoFactorEnrolment } from "../services/confirm-two-factor-enrolment.ts";
import { ADMIN_TWO_FACTOR_TAG } from "./two-factor-schemas.ts";

const confirmTwoFactorEnrolmentRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.adminEnrolling },
      schema: {
        tags: [ADMIN_TWO_FACTOR_TAG],
        summary: "Admin: confirm the new authenticator with its first code; answers the ten recovery codes, shown once",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request, reply) => {
      const admin = await callerOf(request);
      void reply.header("cache-control", "no-store");
      const attempt = await codeAttemptOf(request, deps.config, deps.now(), `session:${admin.sessionId}`);
      return confirmTwoFactorEnrolment(deps, admin, request.body.code, attempt);
    },
  );
};

export default confirmTwoFactorEnrolmentRoute;
