import type { GatewayRefundAnswer, RefundGateway } from "../../../integrations/gateway/refund-gateway.ts";
import type { OrderRefund } from "./settle-refund.ts";

/**
 * What the gateway says of a refund it was asked for: its refund status, and, for a refund whose own call
 * never got an answer (`requested`) when `askAgain`, the refund asked for again with the same
 * refund_ref_no if the gateway has no such refund, so it is never refunded twice (docs/business-rules.md#refunds).
 */
export async function askGatewayAboutRefund(
  gateway: RefundGateway,
  refund: OrderRefund,
  trackingId: string,
  askAgain: boolean,
): Promise<GatewayRefundAnswer> {
  const ask = { trackingId, refundReference: refund.refundReference! };
  const status = await gateway.refundStatus(ask);
  if (!askAgain || status.outcome !== "not-found" || refund.status !== "requested") return status;
  return gateway.refund({ ...ask, amount: refund.amount, currency: refund.currency });
}
