import { access } from "../../../auth/access.ts";
import { cancelWebinar as contract } from "@investar/contract/webinars/cancel-webinar";
import { cancelWebinar } from "../services/admin/cancel-webinar.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: cancel a webinar once: registrants are notified and bought seats refunded to the wallet as cash credit; asking again changes nothing",
  handler: async (request, { deps, caller: admin }) => {
    return cancelWebinar(deps, admin.userId, request.query.webinarId, request.body.reason);
  },
});
