import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";
import { confirmDuplicateField, manualPurchaseFields, oneManualPurchase } from "./manual-purchase.ts";
import { paymentSummarySchema, upiSchema } from "./payment-summary.ts";

// Loose on purpose: every field is text as typed, and core's rules answer with the form's own messages.
const text = (max: number) => z.string().max(max, `At most ${max} characters.`).default("");

/**
 * docs/business-rules.md#payment-request's payment request with paymentGateway ManualPayment: what is
 * bought — a subscription (selItems) or a webinar seat (webinar), or the UPI request already started
 * for it (orderNumber, from StartUpiPayment) — and the payment form.
 */
export const setUsersManualPayment = defineEndpoint({
  method: "POST",
  path: "/api/payment/SetUsersManualPayment",
  body: z
    .object({
      userId,
      paymentGateway: z.literal("ManualPayment").optional(),
      ...manualPurchaseFields,
      ...confirmDuplicateField,
      orderNumber: z
        .string()
        .trim()
        .min(1)
        .max(40)
        .optional()
        .describe("The order StartUpiPayment made, when the customer says they have paid its QR code"),
      form: z.object({
        mode: text(60),
        reference: text(60),
        amount: z
          .union([z.string().max(30), z.number()])
          .transform(String)
          .default(""),
        paymentDate: text(20),
        bankName: text(200),
      }),
    })
    .refine((body) => (body.orderNumber === undefined ? oneManualPurchase.check(body) : !body.selItems && !body.webinar), {
      message: "Send either selItems (a subscription), webinar (a webinar seat) or orderNumber (a started UPI payment).",
      path: ["selItems"],
    }),
  answer: z.object({ payment: paymentSummarySchema, upi: upiSchema.nullable(), message: z.string() }),
});
