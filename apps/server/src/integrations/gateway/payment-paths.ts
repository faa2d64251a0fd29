/** Where the card payment's pieces live; the simulator and the real gateway share the return path. */
export const paymentPaths = {
  /** CCAvenue's redirect_url and cancel_url: it posts `encResp` and `orderNo` here. */
  gatewayReturn: "/api/payment/CCAvenueResponse",
  /** The page that tells the customer how the payment went (owned by the pricing pages). */
  outcomePage: "/Pricing/CustomizeSubscription",
  simulatorCheckout: "/api/payment/simulator/checkout",
  simulatorComplete: "/api/payment/simulator/complete",
  simulatorStatus: "/api/payment/simulator/status",
} as const;

export function outcomePageFor(orderNumber: string): string {
  return `${paymentPaths.outcomePage}?payment=${encodeURIComponent(orderNumber)}`;
}
