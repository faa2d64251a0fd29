import { manualPaymentPayee, upiPaymentLink } from "@investar/core";
import { qrCodeDataUri } from "../qr-code-data-uri.ts";

export interface UpiPaymentRequest {
  /** upi://pay?pa=…&pn=Investar&am=<exact amount>&cu=INR&tn=<order number> */
  link: string;
  /** The same link as a QR code: an SVG data URI, drawn here so the page makes no outside request. */
  qrCode: string;
}

/**
 * What a UPI customer scans or taps to pay exactly the order's amount with the order number as the
 * note. Only rupee orders have one (UPI is INR-only); null otherwise.
 */
export async function upiPaymentRequest(order: {
  amount: number;
  currency: string;
  orderNumber: string;
}): Promise<UpiPaymentRequest | null> {
  if (order.currency !== "INR" || order.amount <= 0) return null;
  const link = upiPaymentLink(manualPaymentPayee, order.amount, order.orderNumber);
  return { link, qrCode: await qrCodeDataUri(link) };
}
