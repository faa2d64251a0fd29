import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { resendActivationFromLink } from "../services/resend-activation-from-link.ts";
import { returnUrlParam } from "./return-url-param.ts";
import { RESEND_ACTIVATION_ANSWER } from "./send-activation-email.ts";

const resendActivationLink: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/ResendActivationLink",
    {
      // Public: whoever opened an expired activation link. Limited like SendActivationEmail.
      config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Send a fresh activation link to the account an expired or used activation link was for",
        body: z.object({ token: z.string().min(20, "This activation link is incomplete.").max(200), returnUrl: returnUrlParam }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await resendActivationFromLink(deps, request.body.token, request.body.returnUrl ?? null);
      return { message: RESEND_ACTIVATION_ANSWER };
    },
  );
};

export default resendActivationLink;
