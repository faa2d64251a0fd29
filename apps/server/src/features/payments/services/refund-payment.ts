import { formatMoney, refundPosition, type RefundPosition } from "@investar/core";
import { schema } from "@investar/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../../deps.ts";
import { GatewayQueryError } from "../../../integrations/gateway/card-gateway.ts";
import type { RefundGateway } from "../../../integrations/gateway/refund-gateway.ts";
import type { ReferralTakeBack } from "../../referrals/index.ts";
import type { Order } from "./on-order-paid.ts";
import { openRefund, type RefundRequest } from "./open-refund.ts";
import { recordGatewayRefundAnswer } from "./record-gateway-refund-answer.ts";
import type { OrderRefund, SettledRefund } from "./settle-refund.ts";
import type { TakenBack } from "./take-back-refunded-order.ts";

export type { RefundRequest } from "./open-refund.ts";

export interface RefundOutcome {
  order: Order;
  refund: OrderRefund;
  /** Where the payment stands after it: settled and waiting refunds, and what is left. */
  position: RefundPosition;
  message: string;
}

/**
 * RefundPayments (docs/business-rules.md#refunds). The refund is recorded under the order's lock
 * (openRefund); a refund to the wallet or of a manual payment settles there and then. A card refund is
 * then asked of the gateway's refund API outside any transaction, and its answer recorded
 * (recordGatewayRefundAnswer): refunded settles it, pending leaves it to the follow-up job, failed
 * releases its amount. A gateway that cannot be reached leaves it requested; the job asks again.
 */
export async function refundPayment(
  deps: AppDeps,
  gateway: RefundGateway,
  adminId: number,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const opened = await openRefund(deps, adminId, request);
  let { refund } = opened;
  let settled = opened.settled;
  let unreachable: string | null = null;
  if (refund.status === "requested") {
    try {
      const answer = await gateway.refund({
        trackingId: opened.order.gatewayTrackingId!,
        amount: refund.amount,
        currency: refund.currency,
        refundReference: refund.refundReference!,
      });
      ({ refund, settled } = await recordGatewayRefundAnswer(deps, refund.id, answer));
    } catch (error) {
      if (!(error instanceof GatewayQueryError)) throw error;
      unreachable = error.message;
    }
  }
  const [order] = await deps.db.select().from(schema.orders).where(eq(schema.orders.id, opened.order.id));
  const refunds = await deps.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, opened.order.id));
  return {
    order: order!,
    refund,
    position: refundPosition(order!.amount, refunds),
    message: refundMessage(order!, refund, settled, unreachable),
  };
}

/** What the admin is told: where the money went or stands, and what the refund did to the order. */
function refundMessage(order: Order, refund: OrderRefund, settled: SettledRefund | null, unreachable: string | null): string {
  const money = formatMoney(refund.amount, order.currency);
  const head: Record<OrderRefund["status"], string> = {
    credited: `Refunded ${money} of ${order.orderNumber} to the customer's wallet as cash credit.`,
    sent: `Recorded the ${money} of ${order.orderNumber} sent back by bank transfer (UTR ${refund.utr}).`,
    refunded: `The gateway refunded ${money} of ${order.orderNumber} (refund reference ${refund.gatewayReference ?? refund.refundReference}).`,
    pending: `The gateway accepted the refund of ${money} of ${order.orderNumber} and is processing it (refund reference ${refund.gatewayReference ?? refund.refundReference}); it takes effect when it settles.`,
    failed: `The gateway refused the refund of ${money} of ${order.orderNumber}: ${refund.failureReason}. Nothing was refunded and no credit note was issued.`,
    requested: `The gateway could not be reached (${unreachable ?? "no answer"}); the refund of ${money} of ${order.orderNumber} is recorded as ${refund.refundReference} and will be asked again automatically.`,
    "awaiting-gateway": `Recorded the refund of ${money} of ${order.orderNumber} for return by hand.`,
  };
  if (!settled) return head[refund.status];
  return [
    head[refund.status],
    ...(refund.creditNoteNumber ? [`Credit note ${refund.creditNoteNumber} was issued.`] : []),
    ...(order.target === "webinar"
      ? [settled.full ? "The webinar seat is released." : "The webinar seat is kept."]
      : refundEffects(settled.full, settled.takenBack)),
    ...referralEffects(settled.referralTakeBack, order.currency),
  ].join(" ");
}

/** What the admin is told the refund did to the subscription. */
function refundEffects(full: boolean, takenBack: TakenBack | null): string[] {
  if (!full) return ["The order is marked partly refunded; the subscription is unchanged."];
  if (!takenBack) return [];
  if (takenBack.ended) return ["The subscription it paid for has ended."];
  return [
    ...(takenBack.daysTakenBack > 0 ? [`${takenBack.daysTakenBack} paid days were taken off the subscription.`] : []),
    ...(takenBack.itemsRestoredFromOrderId !== null ? ["The edition and add-ons held before it are back."] : []),
  ];
}

/** What the admin is told the refund did to the referral reward the order earned. */
function referralEffects(taken: ReferralTakeBack | null, currency: Order["currency"]): string[] {
  if (!taken) return [];
  const back = `The referral reward it earned was taken back from the referrer's wallet (${formatMoney(taken.takenBack, currency)}).`;
  if (taken.shortfall === 0) return [back];
  return [back, `${formatMoney(taken.shortfall, currency)} of it had already been spent: see the referrer's audit trail.`];
}
