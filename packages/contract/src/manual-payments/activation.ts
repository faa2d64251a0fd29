import { z } from "zod";
import { paymentId } from "./payment-parts.ts";

/**
 * ActivateManualPayment and ActivateManualPaymentForWebinars take the payment as `pId` and answer in text
 * (docs/business-rules.md#manual-payment-lifecycle): "Payment … activated." or "Payment … is already activated.".
 */
export const activationQuery = z.object({ pId: paymentId("pId") });
export const activationAnswer = z.string().describe("Payment <order> activated. | Payment <order> is already activated.");
