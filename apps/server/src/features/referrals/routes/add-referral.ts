import { access } from "../../../auth/access.ts";
import { addReferral as contract } from "@investar/contract/referrals/add-referral";
import { addReferral } from "../services/add-referral.ts";
import { route } from "./route.ts";

export default route(contract, {
  // It sends mail to an address the caller chooses: limited, and refused from other sites' pages.
  config: { access: access.self("query", "refereeId"), rateLimit: { max: 20, timeWindow: "1 hour" }, changesState: true },
  summary: "Invite a friend by email; the mail carries a sign-up link with the encrypted address",
  handler: async (request, { deps }) => {
    return addReferral(deps, request.query.refereeId, request.query.emailAddress);
  },
});
