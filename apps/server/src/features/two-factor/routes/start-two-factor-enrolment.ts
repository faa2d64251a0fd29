import { access } from "../../../auth/access.ts";
import { startTwoFactorEnrolment as contract } from "@investar/contract/two-factor/start-two-factor-enrolment";
import { startTwoFactorEnrolment } from "../services/start-two-factor-enrolment.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.adminEnrolling },
  summary: "Admin: start enrolling an authenticator app (a new secret, its QR code); 409 when one is already on",
  handler: async (request, { deps, caller: admin, reply }) => {
    // The secret is shown once: no cache anywhere may keep it.
    void reply.header("cache-control", "no-store");
    return startTwoFactorEnrolment(deps, admin);
  },
});
