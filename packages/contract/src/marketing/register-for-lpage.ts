import { parseLandingPage } from "@investar/core";
import { z } from "zod";
import { registrationBody, registrationVariantAnswer } from "../accounts/register.ts";
import { defineEndpoint } from "../endpoint.ts";
import { flag as trueOrFalse } from "../parts/schema-parts.ts";

const flag = (name: string) => trueOrFalse({ error: `${name} must be true or false.` }).default(false);

export const registerForLpage = defineEndpoint({
  method: "POST",
  path: "/api/auth/registerForLpage",
  query: z.object({
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
  answer: registrationVariantAnswer,
});
