import { checkRefundAmount, isRefundableStatus, isSettled, normaliseReference, refundPosition, type RefundStatus } from "@investar/core";
import { and, eq, isNotNull } from "drizzle-orm";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import { isWebinarOrder, type Order } from "./on-order-paid.ts";
import { lockOrder, refundsOf, settleRefund, type OrderRefund, type SettledRefund } from "./settle-refund.ts";

export interface RefundRequest {
  /** The order's id (docs/business-rules.md#orders's paymentId). */
  paymentId: number;
  /** Minor units; everything left to refund when left out. */
  amount?: number;
  /** wallet: cash credit at once; gateway: back the way it was paid (the card gateway's refund, or a bank transfer with its UTR). */
  to: "wallet" | "gateway";
  reason?: string;
  /** The UTR of the transfer that sent a manual payment back. */
  utr?: string;
}

export interface OpenedRefund {
  order: Order;
  refund: OrderRefund;
  /** Set when the refund settled as it was recorded (to the wallet, or a manual payment sent back). */
  settled: SettledRefund | null;
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * Records a refund under the order's row lock (docs/business-rules.md#refunds), so two staff refunding at
 * once are checked one after the other against what is left: refunds waiting at the gateway hold their
 * amount, and the sum never passes what was paid. A refund to the wallet, or of a manual payment sent back
 * with its UTR, settles in the same transaction; a card refund is recorded as requested, with the
 * refund_ref_no the gateway will be asked with, before the gateway is called.
 */
export async function openRefund(deps: AppDeps, adminId: number, request: RefundRequest): Promise<OpenedRefund> {
  return deps.db.transaction((tx) => openRefundIn(deps, tx, adminId, request));
}

/** openRefund inside the caller's transaction: a use-case that refunds as one step of a larger change (an account's closing). */
export async function openRefundIn(deps: AppDeps, tx: Transaction, adminId: number, request: RefundRequest): Promise<OpenedRefund> {
  const order = await lockOrder(tx, request.paymentId);
  if (!order || order.status === "created") throw notFound(`No payment ${request.paymentId}.`);
  if (!isSettled(order.status)) throw badRequest(`Payment ${order.orderNumber} is not settled yet: only a paid payment can be refunded.`);
  if (!isRefundableStatus(order.status) && order.status !== "refunded")
    throw badRequest(`Payment ${order.orderNumber} is ${order.status}: only a paid payment can be refunded.`);
  const way = refundWay(order, request);
  if (way.status === "requested" && isWebinarOrder(order)) await refuseSeatRefundedAlready(tx, order);
  const earlier = await refundsOf(tx, order.id);
  const check = checkRefundAmount(refundPosition(order.amount, earlier), order.currency, request.amount ?? null);
  if (!check.ok) throw fieldError("amount", check.message);
  const [row] = await tx
    .insert(schema.orderRefunds)
    .values({
      orderId: order.id,
      amount: check.amount,
      currency: order.currency,
      destination: request.to,
      status: way.status,
      utr: way.utr,
      // Ours, unique per refund: the order number and the refund's place among the order's refunds.
      refundReference: way.status === "requested" ? `${order.orderNumber}-R${earlier.length + 1}` : null,
      reason: request.reason?.trim() || `Refund of order ${order.orderNumber}`,
      actorId: adminId,
      createdAt: deps.now(),
    })
    .returning();
  const settled = way.status === "requested" ? null : await settleRefund(deps, tx, order, row!);
  return { order: settled?.order ?? order, refund: settled?.refund ?? row!, settled };
}

/**
 * A webinar's cancellation refunds its seats to the wallet; the gateway must not then refund the same money
 * to the card. Checked before the gateway is asked, since its refund cannot be rolled back; the settlement
 * checks again under the same condition (takeBackWebinarSeat).
 */
async function refuseSeatRefundedAlready(tx: Transaction, order: Order): Promise<void> {
  const r = schema.webinarRegistrations;
  const [refunded] = await tx
    .select({ at: r.refundedAt })
    .from(r)
    .where(and(eq(r.orderNumber, order.orderNumber), eq(r.userId, order.userId), isNotNull(r.refundedAt)))
    .limit(1);
  if (refunded)
    throw conflict(`Order ${order.orderNumber}'s webinar seat was already refunded to the wallet when the webinar was cancelled.`);
}

/** How the money goes back, from how it came: the wallet at once, the card gateway's refund, or a bank transfer the admin made. */
function refundWay(order: Order, request: RefundRequest): { status: RefundStatus; utr: string | null } {
  const utr = request.utr === undefined ? "" : normaliseReference(request.utr);
  if (request.to === "wallet") {
    if (utr) throw fieldError("utr", "A UTR is only for a refund sent back by bank transfer; a wallet refund needs none.");
    return { status: "credited", utr: null };
  }
  if (order.gateway === "ChangeSub")
    throw fieldError("to", `Payment ${order.orderNumber} was paid with wallet credits: refund it to the wallet.`);
  if (order.gateway === "ManualPayment") {
    if (!utr) throw fieldError("utr", "Please give the UTR of the bank transfer that sent the money back.");
    return { status: "sent", utr };
  }
  if (utr) throw fieldError("utr", "A card payment is refunded through the gateway; it needs no UTR.");
  if (!order.gatewayTrackingId) throw conflict(`Payment ${order.orderNumber} has no gateway transaction to refund against.`);
  return { status: "requested", utr: null };
}
