import { access } from "../../../auth/access.ts";
import { getMobileNumberFromUserId as contract } from "@investar/contract/mobile-trial/get-mobile-number-from-user-id";
import { getMobileTrialContact } from "../services/get-mobile-trial-contact.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("query") },
  summary: "The account's mobile number, where the mobile trial's code goes by default, and whether the trial was already taken",
  handler: async (request, { deps }) => {
    return getMobileTrialContact(deps, request.query.userId);
  },
});
