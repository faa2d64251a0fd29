import { z } from "zod";
import { registrationBody, registrationVariantAnswer } from "../accounts/register.ts";
import { defineEndpoint } from "../endpoint.ts";
import { returnUrlParam } from "../parts/return-url.ts";
import { flag } from "../parts/schema-parts.ts";

export const registerForZerodhaPage = defineEndpoint({
  method: "POST",
  path: "/api/auth/RegisterForZerodhaPage",
  query: z.object({
    ip: z.string().max(64).optional(),
    zerodhaSource: z.string().trim().max(100, "zerodhaSource can have at most 100 characters.").optional(),
    isZerodha: flag({ error: "isZerodha must be true or false." }).default(false),
    // The broker page's clients come back to it after activation, to answer its questionnaire.
    returnUrl: returnUrlParam,
  }),
  body: registrationBody,
  answer: registrationVariantAnswer,
});
