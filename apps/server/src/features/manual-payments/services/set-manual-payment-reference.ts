import { eq } from "drizzle-orm";
import { checkManualReference, manualPaymentModeInfo, type ManualPaymentMode } from "@investar/core";
import { isUniqueViolation, schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { selectPayments, toPaymentSummary, type PaymentSummary } from "./payment-rows.ts";
import { HELD_REFERENCE_INDEX, referenceUsedMessage } from "./reference-claims.ts";

/**
 * SetManualPaymentReference (docs/business-rules.md#upi-payments): a customer who said "I have paid" before they had the UTR
 * adds it from My Subscription (or corrects it), while the payment still waits for an admin. Only the
 * customer who made the payment may; once it is activated or rejected its reference is history.
 */
export async function setManualPaymentReference(
  deps: AppDeps,
  callerId: number,
  paymentId: number,
  typed: string,
): Promise<PaymentSummary> {
  const m = schema.manualPayments;
  let mode: ManualPaymentMode | null = null;
  let reference: string | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      // FOR UPDATE: an admin activating meanwhile sees the reference before or after, never half of it.
      const [manual] = await tx.select().from(m).where(eq(m.orderId, paymentId)).for("update");
      if (!manual) throw notFound(`No manual payment ${paymentId}.`);
      if (manual.userId !== callerId) throw forbidden("Only the customer who made this payment can add its reference.");
      const info = manualPaymentModeInfo[manual.mode];
      const checked = checkManualReference(manual.mode, typed, true);
      if (!checked.ok) throw badRequest(checked.message, { reference: [checked.message] });
      [mode, reference] = [manual.mode, checked.reference];
      const [before] = await selectPayments(tx).where(eq(schema.orders.id, paymentId));
      const order = before!.order;
      if (order.status !== "pending")
        throw conflict(
          `Order ${order.orderNumber} is no longer waiting for us (${order.status}), so its ${info.referenceLabel} can't be changed.`,
        );
      await tx.update(m).set({ reference: checked.reference }).where(eq(m.orderId, paymentId));
      await writeAudit(tx, {
        actorId: callerId,
        action: "manual-payment-reference",
        subject: `order:${order.orderNumber}`,
        details: { paymentId, from: manual.reference, to: checked.reference },
        at: deps.now(),
      });
      const [after] = await selectPayments(tx).where(eq(schema.orders.id, paymentId));
      return toPaymentSummary(after!);
    });
  } catch (error) {
    // docs/business-rules.md#one-reference-one-payment: another payment holds this reference.
    if (mode && isUniqueViolation(error, HELD_REFERENCE_INDEX)) {
      const message = referenceUsedMessage(mode, reference);
      throw new AppError("Conflict", message, { fields: { reference: [message] } });
    }
    // The unique index: this customer already declared another payment with the same reference.
    if (isUniqueViolation(error)) {
      const message = `You have already told us about a payment with this reference. You can follow it on My Subscription.`;
      throw new AppError("Conflict", message, { fields: { reference: [message] } });
    }
    throw error;
  }
}
