import { access } from "../../../auth/access.ts";
import { sendActivationEmail as contract } from "@investar/contract/accounts/send-activation-email";
import { resendActivationEmail } from "../services/resend-activation-email.ts";
import { route } from "./route.ts";

export const RESEND_ACTIVATION_ANSWER = "If this account still needs activating, a new activation link is on its way.";

export default route(contract, {
  // Public (the visitor has no password yet), so it is rate-limited and says nothing about the account.
  config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
  summary: "Send the activation link again",
  handler: async (request, { deps }) => {
    await resendActivationEmail(deps, request.query.userId, request.query.returnUrl ?? null);
    return { message: RESEND_ACTIVATION_ANSWER };
  },
});
