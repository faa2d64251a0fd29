import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { resendActivationEmail } from "../services/resend-activation-email.ts";
import { returnUrlParam } from "./return-url-param.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { flag } from "@investar/contract/parts/schema-parts";

export const RESEND_ACTIVATION_ANSWER = "If this account still needs activating, a new activation link is on its way.";

const sendActivationEmail: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/SendActivationEmail",
    {
      // Public (the visitor has no password yet), so it is rate-limited and says nothing about the account.
      config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Send the activation link again",
        querystring: z.object({
          userId: idParam("userId"),
          isPassword: flag().optional(),
          returnUrl: returnUrlParam,
        }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await resendActivationEmail(deps, request.query.userId, request.query.returnUrl ?? null);
      return { message: RESEND_ACTIVATION_ANSWER };
    },
  );
};

export default sendActivationEmail;
