import { access } from "../../../auth/access.ts";
import { saveContactProfile } from "../services/save-contact-profile.ts";
import { saveContactProfile as contract } from "@investar/contract/profile/save-contact-profile";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("query") },
  summary: "Save country (India or USA), state, city (or 'Other' with otherCity), address and PIN/ZIP code",
  handler: async (request, { deps }) => {
    return saveContactProfile(deps, request.query.userId, request.body);
  },
});
