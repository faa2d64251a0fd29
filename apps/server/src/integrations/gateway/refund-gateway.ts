import type { Currency } from "@investar/core";

/** A refund asked of the card gateway against one of its payments. */
export interface GatewayRefundRequest {
  /** The payment's id at the gateway (CCAvenue's tracking id, their reference_no). */
  trackingId: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  /** Ours, one per refund (refund_ref_no): asking again with it never refunds twice. */
  refundReference: string;
}

/**
 * The gateway's word on a refund, in ours: refunded (the money is on its way back), pending (accepted, not
 * yet processed), failed (refused: nothing was refunded), not-found (the gateway has no refund by that
 * reference: it never reached it) or unrecognised (a state we have no rule for: left pending for a person).
 */
export type GatewayRefundOutcome = "refunded" | "pending" | "failed" | "not-found" | "unrecognised";

export interface GatewayRefundAnswer {
  outcome: GatewayRefundOutcome;
  /** The gateway's own word for it, for logs and staff. */
  gatewayStatus: string;
  /** The gateway's reference for the refund, when it gives one. */
  gatewayReference: string | null;
  /** Why it was refused, in the gateway's words. */
  reason: string | null;
}

/**
 * The card gateway's refund API, apart from the checkout client (card-gateway.ts) so each can grow on
 * its own. Both methods throw GatewayQueryError when the gateway cannot be asked or refuses the request
 * itself (wrong key, unreachable): the refund then stays as it was and is asked about again later.
 */
export interface RefundGateway {
  refund(request: GatewayRefundRequest): Promise<GatewayRefundAnswer>;
  refundStatus(request: Pick<GatewayRefundRequest, "trackingId" | "refundReference">): Promise<GatewayRefundAnswer>;
}
