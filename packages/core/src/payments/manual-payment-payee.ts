import { minorToGatewayAmount } from "./gateway-amount.ts";

/** The UPI fields of the payee: the business profile's VPA and account name (business-profile.ts). */
export interface UpiPayee {
  /** The UPI virtual payment address (pa=) the QR code pays. */
  upiVpa: string;
  /** Name shown by UPI apps (pn=). */
  upiName: string;
}

/** UPI apps expect the VPA's "@" as it is; everything else is percent-encoded. */
const upiValue = (value: string) => encodeURIComponent(value).replaceAll("%40", "@");

/**
 * NPCI's UPI deep link for the exact amount (am, two decimals, rupees) and the order number as the
 * note (tn), so the credit on the vendor's statement names the order it pays. INR only: UPI is.
 */
export function upiPaymentLink(payee: UpiPayee, amountMinor: number, orderNumber: string): string {
  const fields: [string, string][] = [
    ["pa", payee.upiVpa],
    ["pn", payee.upiName],
    ["am", minorToGatewayAmount(amountMinor)],
    ["cu", "INR"],
    ["tn", orderNumber],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${upiValue(value)}`).join("&")}`;
}
