import { eq } from "drizzle-orm";
import { manualPaymentStatusWords } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict, notFound } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import type { Order } from "../../payments/index.ts";
import { transitionOrder } from "../../payments/index.ts";
import { queueManualPaymentActivated } from "./queue-manual-payment-mail.ts";
import { refuseSecondActivation } from "./reference-claims.ts";

/** Which admin call asked (recorded in the audit row; all three activate the same way). */
export type ActivationVia = "ActivateManualPayment" | "ActivateManualPaymentForWebinars" | "BridgeActivateUserPayment";

export interface ActivationOutcome {
  outcome: "activated" | "already-activated";
  order: Order;
  /** The text the activation calls answer (docs/business-rules.md#manual-payment-lifecycle: a text response). */
  message: string;
}

/**
 * ActivateManualPayment and friends: the admin has seen the money, so the order moves pending → paid
 * and the app's onPaid hook activates what its quote snapshot bought, in that one transaction. The move
 * is a conditional update, so however many clicks, tabs or admins race, exactly one activates; the
 * others are told it is already activated. What is bought is the snapshot's concern, not this call's:
 * ActivateManualPayment activates any manual payment; the webinar variant only webinar orders, so a
 * webinar page's button can never switch on a subscription.
 */
export async function activateManualPayment(
  deps: AppDeps,
  adminId: number,
  paymentId: number,
  via: ActivationVia,
): Promise<ActivationOutcome> {
  const [order] = await deps.db.select().from(schema.orders).where(eq(schema.orders.id, paymentId)).limit(1);
  if (!order || order.status === "created") throw notFound(`No payment ${paymentId}.`);
  if (order.gateway !== "ManualPayment") {
    throw conflict(`Payment ${order.orderNumber} was made through ${order.gateway}: only the gateway's answer settles it, not an admin.`);
  }
  if (via === "ActivateManualPaymentForWebinars" && order.target !== "webinar")
    throw conflict(`Payment ${order.orderNumber} is for a subscription, not a webinar: activate it with ActivateManualPayment.`);
  if (order.status === "pending") {
    const move = await transitionOrder(deps, {
      orderId: order.id,
      from: "pending",
      to: "paid",
      actorId: adminId,
      alongside: async (tx, paid) => {
        // One bank reference pays for one payment (docs/business-rules.md#one-reference-one-payment): throwing rolls the activation back.
        await refuseSecondActivation(tx, paid);
        await writeAudit(tx, {
          actorId: adminId,
          action: "manual-payment-activated",
          subject: `order:${paid.orderNumber}`,
          details: { paymentId, via, amount: paid.amount, currency: paid.currency },
          at: deps.now(),
        });
        // After activation issued the invoice: the mail carries it (docs/business-rules.md#manual-payment-mails).
        const [manual] = await tx.select().from(schema.manualPayments).where(eq(schema.manualPayments.orderId, paid.id));
        if (manual) await queueManualPaymentActivated(deps, tx, paid, manual);
      },
    });
    if (move.moved) {
      deps.mail.nudge();
      return { outcome: "activated", order: move.order, message: `Payment ${order.orderNumber} activated.` };
    }
    if (move.order) return alreadyOrRefused(move.order);
    throw notFound(`No payment ${paymentId}.`);
  }
  return alreadyOrRefused(order);
}

function alreadyOrRefused(order: Order): ActivationOutcome {
  if (order.status === "paid")
    return { outcome: "already-activated", order, message: `Payment ${order.orderNumber} is already activated.` };
  throw conflict(
    `Payment ${order.orderNumber} is ${manualPaymentStatusWords[order.status].toLowerCase()}: only a payment awaiting verification can be activated.`,
  );
}
