import { snapshotCharge, type OrderStatus } from "@investar/core";
import { and, eq, ne } from "drizzle-orm";
import { schema } from "@investar/db";
import type { RefundEntry } from "@investar/contract/pages/payments";
import type { AppDeps } from "../../../deps.ts";
import { listOrderRefunds } from "../../payments/index.ts";
import { notFound } from "../../../errors.ts";
import { gatewayFor, selectPayments, toPaymentSummary, type PaymentSummary } from "./payment-rows.ts";
import { paymentsSharingReference, type SharedReference } from "./reference-claims.ts";
import { upiPaymentRequest, type UpiPaymentRequest } from "./upi-payment-request.ts";

export interface PaymentDetails extends PaymentSummary {
  customer: { userId: number; name: string; email: string; mobileNo: string };
  /** What the order buys, as quoted at submission (names and minor-unit totals). */
  items: { name: string; total: number }[];
  gst: number;
  /** What activation will deduct from the wallet (minor units), as the quote planned it. */
  walletDeductions: number;
  /** docs/business-rules.md#refunds: every refund of it, oldest first, and what is refunded, on its way and left. */
  refunds: RefundEntry[];
  refundTotals: { refunded: number; inFlight: number; left: number };
  /** The UPI request the customer was shown, for a pending UPI payment. */
  upi: UpiPaymentRequest | null;
  /** Other payments declared with the same bank reference (docs/business-rules.md#one-reference-one-payment): the page warns. */
  sameReference: SharedReference[];
  /** docs/business-rules.md#one-basket-one-pending-payment: the payment for the same basket this one may duplicate. */
  duplicateOf: { paymentId: number; orderNumber: string; status: OrderStatus } | null;
}

/** GetManualPaymentDetails: everything an admin needs to match one payment with the bank statement and act on it. */
export async function getPaymentDetails(
  deps: AppDeps,
  userId: number,
  paymentId: number,
  isManualPayment: boolean,
): Promise<PaymentDetails> {
  const o = schema.orders;
  const [row] = await selectPayments(deps.db)
    .where(and(eq(o.id, paymentId), eq(o.userId, userId), eq(o.gateway, gatewayFor(isManualPayment)), ne(o.status, "created")))
    .limit(1);
  if (!row) throw notFound(`No ${isManualPayment ? "manual" : "card"} payment ${paymentId} for user ${userId}.`);
  const u = schema.users;
  const [customer] = await deps.db
    .select({ userId: u.id, name: u.fullName, email: u.email, mobileNo: u.mobileNo })
    .from(u)
    .where(eq(u.id, userId));
  const { refunds, position } = await listOrderRefunds(deps, row.order);
  const charge = snapshotCharge(row.order.quote);
  const duplicateOfId = row.manual?.possibleDuplicateOf ?? null;
  const [duplicateOf] =
    duplicateOfId === null
      ? []
      : await deps.db.select({ paymentId: o.id, orderNumber: o.orderNumber, status: o.status }).from(o).where(eq(o.id, duplicateOfId));
  return {
    ...toPaymentSummary(row),
    customer: customer!,
    items: charge.items,
    gst: charge.gst,
    walletDeductions: charge.walletPaid,
    refunds,
    refundTotals: { refunded: position.settled, inFlight: position.inFlight, left: position.left },
    upi: row.manual?.mode === "UPI" && row.order.status === "pending" ? await upiPaymentRequest(deps, row.order) : null,
    sameReference: row.manual ? await paymentsSharingReference(deps.db, row.manual) : [],
    duplicateOf: duplicateOf ?? null,
  };
}
