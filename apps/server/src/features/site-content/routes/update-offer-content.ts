import { access, callerOf } from "../../../auth/access.ts";
import { updateOfferContent as contract } from "@investar/contract/site-content/update-offer-content";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateOfferBanner } from "../services/update-offer-banner.ts";

export const ADMIN_SITE_TAG = "admin-site";

const updateOfferContent: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: change the offer banner's text, link, dates and whether it runs; the home page shows it at once",
        security: [{ bearer: [] }],
        querystring: contract.query,
        body: contract.body,
        response: {
          200: contract.answer,
        },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return updateOfferBanner(deps, admin.userId, request.query.id, request.body);
    },
  );
};

export default updateOfferContent;
