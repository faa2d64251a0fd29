import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { units } from "../parts/units.ts";
import { userId } from "../parts/user-id-query.ts";
import { confirmDuplicateField, manualPurchaseFields, oneManualPurchase } from "./manual-purchase.ts";
import { upiSchema } from "./payment-summary.ts";

/** A manual UPI payment starts with its QR code: the order the customer is about to pay, before anything is paid. */
export const startUpiPayment = defineEndpoint({
  method: "POST",
  path: "/api/payment/StartUpiPayment",
  body: z.object({ userId, ...manualPurchaseFields, ...confirmDuplicateField }).refine(oneManualPurchase.check, oneManualPurchase.problem),
  answer: z.object({
    orderNumber: z.string(),
    amount: units.describe("Exactly what the QR code asks for"),
    currency: z.literal("INR"),
    upi: upiSchema,
    activation: z.string().describe("When the purchase is switched on once the money is seen"),
  }),
});
