import { access, callerOf } from "../../../auth/access.ts";
import { startTwoFactorEnrolment as contract } from "@investar/contract/two-factor/start-two-factor-enrolment";
import type { RouteModule } from "../../../http/app-types.ts";
import { startTwoFactorEnrolment } from "../services/start-two-factor-enrolment.ts";
import { ADMIN_TWO_FACTOR_TAG } from "./two-factor-schemas.ts";

const startTwoFactorEnrolmentRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.adminEnrolling },
      schema: {
        tags: [ADMIN_TWO_FACTOR_TAG],
        summary: "Admin: start enrolling an authenticator app (a new secret, its QR code); 409 when one is already on",
        security: [{ bearer: [] }],
        response: {
          200: contract.answer,
        },
      },
    },
    async (request, reply) => {
      const admin = await callerOf(request);
      // The secret is shown once: no cache anywhere may keep it.
      void reply.header("cache-control", "no-store");
      return startTwoFactorEnrolment(deps, admin);
    },
  );
};

export default startTwoFactorEnrolmentRoute;
