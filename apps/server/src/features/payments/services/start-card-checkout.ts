import { mandateMerchantRef, type CardPaymentOption, type MandateTerms } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import type { CheckoutForm } from "../../../integrations/gateway/card-gateway.ts";
import type { Order } from "./on-order-paid.ts";
import { submitOrder } from "./submit-order.ts";

/** The card mandate a customer asked to register with this payment (docs/business-rules.md#auto-renew-opt-in). */
export interface MandateAsk {
  kind: "tool" | "mobile";
  terms: MandateTerms;
}

/**
 * Hands a card order to the gateway (created → pending) and answers the form the browser posts there.
 * Asking again for a pending order answers the same form (the cipher is deterministic), so a double
 * click or a reload does not fail; a settled order is refused. A mandate asked for is recorded with the
 * move to pending, so the gateway's answer is checked against what was asked (ADR 0047).
 */
export async function startCardCheckout(
  deps: AppDeps,
  order: Order,
  billing?: Record<string, string>,
  paymentOption?: CardPaymentOption,
  mandate?: MandateAsk,
  language?: Language,
): Promise<CheckoutForm> {
  if (order.gateway !== "CCAvenue") throw conflict(`Order ${order.orderNumber} is not a card payment.`);
  const merchantRef = mandateMerchantRef(order.orderNumber);
  const pending = await submitOrder(
    deps,
    order,
    mandate
      ? {
          alongside: async (tx) => {
            const { terms } = mandate;
            await tx.insert(schema.mandateRequests).values({
              orderId: order.id,
              userId: order.userId,
              kind: mandate.kind,
              merchantRef,
              currency: terms.currency,
              renewalAmount: terms.renewalAmount,
              upperLimit: terms.upperLimit,
              frequency: terms.frequency,
              firstDebitDay: terms.firstDebitDay,
              createdAt: deps.now(),
            });
          },
        }
      : {},
  );
  return deps.payments.gateway.checkoutForm({
    orderNumber: pending.orderNumber,
    userId: pending.userId,
    amount: pending.amount,
    currency: pending.currency,
    billing,
    paymentOption,
    language,
    ...(mandate
      ? {
          standingInstruction: {
            merchantRef,
            upperLimit: mandate.terms.upperLimit,
            startDate: mandate.terms.firstDebitDay,
            frequency: mandate.terms.frequency,
          },
        }
      : {}),
  });
}
