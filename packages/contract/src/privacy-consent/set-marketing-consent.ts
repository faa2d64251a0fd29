import { MARKETING_MAIL_KINDS } from "@investar/core";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** One click on /my-investar/privacy: gives or withdraws one kind of marketing mail (docs/business-rules.md#consent-records). */
export const setMarketingConsent = defineEndpoint({
  method: "POST",
  path: "/api/privacy/SetMarketingConsent",
  body: z.object({
    kind: z.enum(MARKETING_MAIL_KINDS, { error: "Choose a kind of marketing mail." }),
    given: z.boolean({ error: "Say whether you give or withdraw the consent." }),
  }),
  answer: z.object({ kind: z.enum(MARKETING_MAIL_KINDS), given: z.boolean() }),
});
