import { access } from "../../../auth/access.ts";
import { saveSubscriptionFlags } from "../services/save-subscription-flags.ts";
import { saveSubscriptionFlags as contract } from "@investar/contract/profile/save-subscription-flags";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("query") },
  summary: "Choose the mailings: newsletter, product updates, webinar invitations, offers",
  handler: async (request, { deps }) => {
    return saveSubscriptionFlags(deps, request.query.userId, request.body);
  },
});
