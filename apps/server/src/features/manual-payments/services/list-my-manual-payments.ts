import { basketOfSnapshot, snapshotCharge } from "@investar/core";
import { and, desc, eq, ne } from "drizzle-orm";
import type { ManualPaymentEntry } from "@investar/contract/pages/manual-payments";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { selectPayments, toPaymentSummary } from "./payment-rows.ts";
import { upiPaymentRequest } from "./upi-payment-request.ts";

/**
 * My Subscription's manual payments section: what this customer declared, newest first, with where each
 * stands. A UPI payment still pending carries its QR code again, so a customer who submitted the form
 * and left before paying can still pay the exact amount with the right order number.
 */
export async function listMyManualPayments(deps: AppDeps, userId: number): Promise<ManualPaymentEntry[]> {
  const o = schema.orders;
  const rows = await selectPayments(deps.db)
    .where(and(eq(o.userId, userId), eq(o.gateway, "ManualPayment"), ne(o.status, "created")))
    .orderBy(desc(o.createdAt), desc(o.id));
  // A possible duplicate names the customer's own earlier payment, which is in these rows.
  const orderNumbers = new Map(rows.map((row) => [row.order.id, row.order.orderNumber]));
  return Promise.all(
    rows.flatMap((row) => {
      const summary = toPaymentSummary(row);
      const manual = summary.manual;
      if (!manual) return [];
      const entry = async (): Promise<ManualPaymentEntry> => ({
        paymentId: summary.paymentId,
        orderNumber: summary.orderNumber,
        mode: manual.mode,
        reference: manual.reference,
        amountDue: summary.amount,
        declaredAmount: manual.declaredAmount,
        currency: summary.currency,
        paymentDate: manual.paymentDate,
        bankName: manual.bankName,
        status: summary.status,
        statusWords: summary.statusWords,
        statusText: manual.statusText,
        rejectionReason: manual.rejectionReason,
        possibleDuplicateOf: manual.possibleDuplicateOf === null ? null : (orderNumbers.get(manual.possibleDuplicateOf) ?? null),
        submittedAt: summary.createdAt,
        items: snapshotCharge(row.order.quote).items.map((line) => line.name),
        basket: basketOfSnapshot(row.order.quote),
        upi: manual.mode === "UPI" && summary.status === "pending" ? await upiPaymentRequest(deps, row.order) : null,
      });
      return [entry()];
    }),
  );
}
