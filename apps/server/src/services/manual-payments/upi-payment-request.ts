import QRCode from "qrcode";
import { manualPaymentPayee, upiPaymentLink } from "@investar/core";

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
  // Medium error correction survives a phone photographing a screen; a quiet zone of 2 modules is enough on white.
  const svg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { link, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}
