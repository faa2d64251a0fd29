import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { registerOrSignIn } from "../../services/auth/register-or-sign-in.ts";
import { registrationBody } from "./register.ts";
import { sendVariantOutcome, variantRouteConfig, variantResponse } from "./registration-variant.ts";

const flag = (name: string) => z.stringbool({ error: `${name} must be true or false.` }).default(false);

const registerForLpage: RouteModule = (app) => {
  app.post(
    "/api/auth/registerForLpage",
    {
      config: variantRouteConfig,
      schema: {
        tags: ["auth"],
        summary: "Sign up from a landing page; which campaign page it was is stored with the account",
        querystring: z.object({
          ip: z.string().max(64).optional(),
          isFinbridgePage: flag("isFinbridgePage"),
          isAlgoXConvention: flag("isAlgoXConvention"),
          isCharotarPage: flag("isCharotarPage"),
        }),
        body: registrationBody,
        response: { 200: variantResponse },
      },
    },
    async (request, reply) => {
      const { ip, isFinbridgePage, isAlgoXConvention, isCharotarPage } = request.query;
      const outcome = await registerOrSignIn(app.deps, request.body, {
        ip: ip ?? request.ip,
        landingFlags: { isFinbridgePage, isAlgoXConvention, isCharotarPage },
      });
      return sendVariantOutcome(reply, app.deps.config, outcome);
    },
  );
};

export default registerForLpage;
