import { parseLandingPage } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { registerOrSignIn } from "../../accounts/index.ts";
import { registrationBody } from "../../accounts/index.ts";
import { sendVariantOutcome, variantRouteConfig, variantResponse } from "../../accounts/index.ts";
import { flag as trueOrFalse } from "@investar/contract/parts/schema-parts";

const flag = (name: string) => trueOrFalse({ error: `${name} must be true or false.` }).default(false);

const registerForLpage: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/registerForLpage",
    {
      config: { ...variantRouteConfig, access: access.anyone },
      schema: {
        tags: ["auth"],
        summary:
          "Sign up from a landing page; which landing page (landingPage: 1, 2 or its enum name) and campaign page it was are stored with the account",
        querystring: z.object({
          ip: z.string().max(64).optional(),
          isFinbridgePage: flag("isFinbridgePage"),
          isAlgoXConvention: flag("isAlgoXConvention"),
          isCharotarPage: flag("isCharotarPage"),
          // The page's number or enum name, as the lpage route reads it; stored as the number.
          landingPage: z
            .string()
            .max(40)
            .transform(
              (value, ctx) =>
                parseLandingPage(value) ??
                (ctx.addIssue({ code: "custom", message: "landingPage must be LPageInvestar (1) or LPageMQOffer (2)." }), z.NEVER),
            )
            .optional(),
        }),
        body: registrationBody,
        response: { 200: variantResponse },
      },
    },
    async (request, reply) => {
      const { ip, isFinbridgePage, isAlgoXConvention, isCharotarPage, landingPage } = request.query;
      const outcome = await registerOrSignIn(deps, request.body, {
        ip: ip ?? request.ip,
        acquisition: readAcquisition(request),
        landingFlags: { isFinbridgePage, isAlgoXConvention, isCharotarPage },
        landingPage,
      });
      return sendVariantOutcome(reply, deps.config, outcome);
    },
  );
};

export default registerForLpage;
