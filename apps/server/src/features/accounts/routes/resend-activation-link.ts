import { access } from "../../../auth/access.ts";
import { resendActivationLink as contract } from "@investar/contract/accounts/resend-activation-link";
import { resendActivationFromLink } from "../services/resend-activation-from-link.ts";
import { RESEND_ACTIVATION_ANSWER } from "./send-activation-email.ts";
import { route } from "./route.ts";

export default route(contract, {
  // Public: whoever opened an expired activation link. Limited like SendActivationEmail.
  config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
  summary: "Send a fresh activation link to the account an expired or used activation link was for",
  handler: async (request, { deps }) => {
    await resendActivationFromLink(deps, request.body.token, request.body.returnUrl ?? null);
    return { message: RESEND_ACTIVATION_ANSWER };
  },
});
