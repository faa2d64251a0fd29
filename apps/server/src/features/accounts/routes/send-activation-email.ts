import { access } from "../../../auth/access.ts";
import { sendActivationEmail as contract } from "@investar/contract/accounts/send-activation-email";
import type { RouteModule } from "../../../http/app-types.ts";
import { resendActivationEmail } from "../services/resend-activation-email.ts";

export const RESEND_ACTIVATION_ANSWER = "If this account still needs activating, a new activation link is on its way.";

const sendActivationEmail: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      // Public (the visitor has no password yet), so it is rate-limited and says nothing about the account.
      config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Send the activation link again",
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      await resendActivationEmail(deps, request.query.userId, request.query.returnUrl ?? null);
      return { message: RESEND_ACTIVATION_ANSWER };
    },
  );
};

export default sendActivationEmail;
