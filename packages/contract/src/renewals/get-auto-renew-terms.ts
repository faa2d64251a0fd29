import { z } from "zod";
import { BILLING_PLANS } from "@investar/core";
import { selectionSchema } from "@investar/core/pricing/selection-schema";
import { defineEndpoint } from "../endpoint.ts";
import { units } from "../parts/units.ts";
import { userId } from "../parts/user-id-query.ts";

/**
 * docs/business-rules.md#auto-renew-opt-in: what "Renew automatically" would register with a card payment of this
 * selection (the same terms the payment request then sends the gateway), or the card auto-renew is already on.
 */
export const getAutoRenewTerms = defineEndpoint({
  method: "POST",
  path: "/api/payment/auto-renew/terms",
  body: z.object({ userId, selItems: selectionSchema }),
  answer: z.object({
    alreadyOn: z
      .object({ card: z.string().describe('The card as the gateway named it: "VISA ending 1111"') })
      .nullable()
      .describe("Set when this subscription renews itself already: no new mandate is offered"),
    terms: z
      .object({
        currency: z.enum(["INR", "USD"]),
        renewalAmount: units.describe("Each renewal's price as the catalogue stands today, GST included"),
        upperLimit: units.describe("The most one debit may take: the mandate's limit"),
        frequency: z.enum(BILLING_PLANS),
        firstDebitDay: z.string().describe("YYYY-MM-DD: the day after the last day this payment pays for"),
        automatic: z.boolean().describe("False above ₹15,000: each renewal is sent as a link to approve"),
        text: z.string().describe("The sentence shown beside the choice"),
      })
      .nullable(),
  }),
});
