import { upiPaymentLink } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { businessProfileInEffect } from "../../business/index.ts";
import { qrCodeDataUri } from "../../../integrations/qr/qr-code-data-uri.ts";

export interface UpiPaymentRequest {
  /** upi://pay?pa=…&pn=Investar&am=<exact amount>&cu=INR&tn=<order number> */
  link: string;
  /** The same link as a QR code: an SVG data URI, drawn here so the page makes no outside request. */
  qrCode: string;
}

/**
 * What a UPI customer scans or taps to pay exactly the order's amount with the order number as the
 * note, paying the business profile's VPA. Only rupee orders have one (UPI is INR-only), and only
 * while a profile is in effect (a deployed site never shows a sample VPA); null otherwise.
 */
export async function upiPaymentRequest(
  deps: Pick<AppDeps, "config" | "db">,
  order: {
    amount: number;
    currency: string;
    orderNumber: string;
  },
): Promise<UpiPaymentRequest | null> {
  if (order.currency !== "INR" || order.amount <= 0) return null;
  const business = await businessProfileInEffect(deps);
  if (!business) return null;
  const link = upiPaymentLink({ upiVpa: business.payee.upiVpa, upiName: business.payee.accountName }, order.amount, order.orderNumber);
  return { link, qrCode: await qrCodeDataUri(link) };
}
