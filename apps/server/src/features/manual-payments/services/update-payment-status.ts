import { eq } from "drizzle-orm";
import { MANUAL_PAYMENT_STATUS_TEXT_MAX_LENGTH } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { selectPayments, toPaymentSummary, type PaymentSummary } from "./payment-rows.ts";

/**
 * UpdateUserPaymentStatus (docs/business-rules.md#manual-payment-lifecycle: a manual payment's status can be updated, then activated): the
 * admin's note of where the payment stands ("Cheque deposited, clearing on Monday"). Words only: no
 * money moves and the order's status is untouched; only activation and refunds move those.
 */
export async function updatePaymentStatus(
  deps: AppDeps,
  adminId: number,
  paymentId: number,
  paymentStatus: string,
): Promise<PaymentSummary> {
  const text = paymentStatus.trim();
  if (text === "") throw badRequest("Please enter the payment status.", { paymentStatus: ["Please enter the payment status."] });
  if (text.length > MANUAL_PAYMENT_STATUS_TEXT_MAX_LENGTH) {
    const message = `The payment status can have at most ${MANUAL_PAYMENT_STATUS_TEXT_MAX_LENGTH} characters.`;
    throw badRequest(message, { paymentStatus: [message] });
  }
  const m = schema.manualPayments;
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // FOR UPDATE: two admins editing at once are recorded one after the other, each with the text it replaced.
    const [before] = await tx.select({ statusText: m.statusText }).from(m).where(eq(m.orderId, paymentId)).for("update");
    if (!before) throw notFound(`No manual payment ${paymentId}.`);
    await tx.update(m).set({ statusText: text, statusUpdatedAt: now, statusUpdatedBy: adminId }).where(eq(m.orderId, paymentId));
    const [row] = await selectPayments(tx).where(eq(schema.orders.id, paymentId));
    const summary = toPaymentSummary(row!);
    await writeAudit(tx, {
      actorId: adminId,
      action: "manual-payment-status",
      subject: `order:${summary.orderNumber}`,
      details: { paymentId, from: before.statusText, to: text },
      at: now,
    });
    return summary;
  });
}
