import { access } from "../../../auth/access.ts";
import { resendActivationLink as contract } from "@investar/contract/accounts/resend-activation-link";
import type { RouteModule } from "../../../http/app-types.ts";
import { resendActivationFromLink } from "../services/resend-activation-from-link.ts";
import { RESEND_ACTIVATION_ANSWER } from "./send-activation-email.ts";

const resendActivationLink: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      // Public: whoever opened an expired activation link. Limited like SendActivationEmail.
      config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Send a fresh activation link to the account an expired or used activation link was for",
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      await resendActivationFromLink(deps, request.body.token, request.body.returnUrl ?? null);
      return { message: RESEND_ACTIVATION_ANSWER };
    },
  );
};

export default resendActivationLink;
