import { access } from "../../../auth/access.ts";
import { updateOfferContent as contract } from "@investar/contract/site-content/update-offer-content";
import { updateOfferBanner } from "../services/update-offer-banner.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: change the offer banner's text, link, dates and whether it runs; the home page shows it at once",
  handler: async (request, { deps, caller: admin }) => {
    return updateOfferBanner(deps, admin.userId, request.query.id, request.body);
  },
});
