import { access } from "../../../auth/access.ts";
import { setMarketingConsent as contract } from "@investar/contract/privacy-consent/set-marketing-consent";
import { setMarketingConsent } from "../services/set-marketing-consent.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.user },
  summary: "Give or withdraw the caller's consent to one kind of marketing mail; the change is recorded with the notice version",
  handler: async (request, { deps, caller }) => {
    return setMarketingConsent(deps, caller.userId, request.body.kind, request.body.given);
  },
});
