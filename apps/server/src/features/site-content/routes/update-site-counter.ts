import { access, callerOf } from "../../../auth/access.ts";
import { updateSiteCounter as contract } from "@investar/contract/site-content/update-site-counter";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateSiteCounter } from "../services/update-site-counter.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const updateSiteCounterRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: change a home page counter's label and the figure it counts up to",
        security: [{ bearer: [] }],
        querystring: contract.query,
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return updateSiteCounter(deps, admin.userId, request.query.key, request.body);
    },
  );
};

export default updateSiteCounterRoute;
