import { access, callerOf } from "../../../auth/access.ts";
import { updateSiteCounter as contract } from "@investar/contract/site-content/update-site-counter";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { updateSiteCounter } from "../services/update-site-counter.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const updateSiteCounterRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_SITE_TAG],
    summary: "Admin: change a home page counter's label and the figure it counts up to",
    handler: async (request) => {
      const admin = await callerOf(request);
      return updateSiteCounter(deps, admin.userId, request.query.key, request.body);
    },
  });

export default updateSiteCounterRoute;
