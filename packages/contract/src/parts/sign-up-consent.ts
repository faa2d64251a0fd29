import { MARKETING_MAIL_KINDS } from "@investar/core";
import { z } from "zod";

/**
 * What every sign-up path sends of the privacy notice (docs/business-rules.md#privacy-notice): the 18+ declaration, without which
 * no account is opened, and the marketing kinds ticked (none by default).
 */
export const signUpConsentFields = {
  AgeConfirmed: z.boolean().default(false).describe("The visitor ticked 'I am 18 years or older'; a new account is refused without it"),
  MarketingKinds: z
    .array(z.enum(MARKETING_MAIL_KINDS))
    .max(MARKETING_MAIL_KINDS.length)
    .default([])
    .describe("The kinds of marketing mail the visitor ticked; none is ticked for them"),
  MarketingConsent: z
    .boolean()
    .default(false)
    .describe("The older single box: newsletter, webinar invitations and offers by mail (MarketingKinds says it per kind)"),
};

export { AGE_CONFIRMATION_REQUIRED } from "@investar/core/privacy-consent";
