import { access, callerOf } from "../../../auth/access.ts";
import { cancelWebinar as contract } from "@investar/contract/webinars/cancel-webinar";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { cancelWebinar } from "../services/admin/cancel-webinar.ts";

const cancelWebinarRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: ["education"],
    summary:
      "Admin: cancel a webinar once: registrants are notified and bought seats refunded to the wallet as cash credit; asking again changes nothing",
    handler: async (request) => {
      const admin = await callerOf(request);
      return cancelWebinar(deps, admin.userId, request.query.webinarId, request.body.reason);
    },
  });

export default cancelWebinarRoute;
