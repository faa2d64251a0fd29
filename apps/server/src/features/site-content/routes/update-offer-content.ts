import { updateOfferContent as contract } from "@investar/contract/site-content/update-offer-content";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateOfferBanner } from "../services/update-offer-banner.ts";

export const ADMIN_SITE_TAG = "admin-site";

const updateOfferContent: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
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
      const admin = await requireAdmin(request);
      return updateOfferBanner(deps, admin.userId, request.query.id, request.body);
    },
  );
};

export default updateOfferContent;
