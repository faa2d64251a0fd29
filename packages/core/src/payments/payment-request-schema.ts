/**
 * docs/business-rules.md#payment-request's payment request as the server parses it: the body of ChangeSubscription, the decrypted body
 * of EncryptFor{card gateway}. One parse gives a whole request: the selection's defaults filled, its
 * currency and isMobile checked against the request's own currency and target and then taken from them.
 * Server only (imported by path, not through the package index): the browser builds requests with
 * paymentRequestFor and imports only the types.
 */
import { z } from "zod";
import { currencySchema, selectionChoiceFields } from "../pricing/selection-schema.ts";
import { paymentGateways } from "./order.ts";
import { PAYMENT_TARGETS } from "./payment-request.ts";
import { CARD_PAYMENT_OPTIONS } from "./upi.ts";

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const paymentFormSchema = z
  .object({
    name: text(100).optional(),
    email: text(100).optional(),
    phone: text(20).optional(),
    address: text(300).optional(),
    city: text(100).optional(),
    state: text(100).optional(),
    pinCode: text(12).optional(),
    country: text(60).optional(),
    gstin: text(15).nullable().optional(),
  })
  .describe("Billing details, prefilled on the gateway's page");

/** Card gateway only: which of its options the customer chose in the pay step (docs/business-rules.md#upi-payments). */
export const cardPaymentOption = z
  .enum(CARD_PAYMENT_OPTIONS)
  .default("card")
  .describe("card: the gateway's card and net-banking page; upi: its UPI option");

export const paymentRequestSchema = z
  .object({
    form: paymentFormSchema.default({}),
    selItems: z
      .object({
        ...selectionChoiceFields,
        // The page's selection carries its currency and channel too; the request's currency and target decide.
        currency: currencySchema.optional(),
        isMobile: z.boolean().optional(),
      })
      .describe("The selection, re-quoted by the server"),
    target: z.enum(PAYMENT_TARGETS).describe("tool: the desktop subscription (ToolSubscr); mobile: the mobile app (MobileSubscr)"),
    userId: z.number().int().positive(),
    currency: currencySchema,
    paymentGateway: z.enum(paymentGateways).optional().describe("Left out: the gateway of the call it is sent to"),
    paymentOption: cardPaymentOption,
    autoRenew: z
      .boolean()
      .default(false)
      .describe(
        "Renew automatically: the card payment also registers a card mandate for the renewals (docs/business-rules.md#auto-renew-opt-in)",
      ),
  })
  .superRefine((request, context) => {
    const { currency, isMobile } = request.selItems;
    if (currency !== undefined && currency !== request.currency) {
      context.addIssue({
        code: "custom",
        path: ["selItems", "currency"],
        message: `is ${currency}, but the request is in ${request.currency}`,
      });
    }
    if (isMobile !== undefined && isMobile !== (request.target === "mobile")) {
      context.addIssue({
        code: "custom",
        path: ["target"],
        message: `is ${request.target}, but the selection is for the ${isMobile ? "mobile app" : "desktop tool"}`,
      });
    }
  })
  .transform((request) => ({
    ...request,
    selItems: { ...request.selItems, currency: request.currency, isMobile: request.target === "mobile" },
  }));

/** A parsed payment request: selItems is a whole QuoteSelection in the request's currency and channel. */
export type ParsedPaymentRequest = z.output<typeof paymentRequestSchema>;
