import { minorToGatewayAmount } from "./gateway-amount.ts";

/**
 * Where manual payments go: the vendor's account as printed on the payment page and in the UPI QR
 * code. Data, not configuration, because it is published on the site like the plan prices; the
 * values here are the sample account of the demo site and must be replaced by the vendor's own
 * before taking real payments.
 */
export interface ManualPaymentPayee {
  accountName: string;
  bankName: string;
  branch: string;
  accountNumber: string;
  ifsc: string;
  accountType: string;
  /** The UPI virtual payment address (pa=) the QR code pays. */
  upiVpa: string;
  /** Name shown by UPI apps (pn=). */
  upiName: string;
}

export const manualPaymentPayee: ManualPaymentPayee = {
  accountName: "Investar",
  bankName: "HDFC Bank",
  branch: "Pune, FC Road",
  accountNumber: "50200012345678",
  ifsc: "HDFC0000123",
  accountType: "Current account",
  upiVpa: "investar@hdfcbank",
  upiName: "Investar",
};

/** UPI apps expect the VPA's "@" as it is; everything else is percent-encoded. */
const upiValue = (value: string) => encodeURIComponent(value).replaceAll("%40", "@");

/**
 * NPCI's UPI deep link for the exact amount (am, two decimals, rupees) and the order number as the
 * note (tn), so the credit on the vendor's statement names the order it pays. INR only: UPI is.
 */
export function upiPaymentLink(payee: Pick<ManualPaymentPayee, "upiVpa" | "upiName">, amountMinor: number, orderNumber: string): string {
  const fields: [string, string][] = [
    ["pa", payee.upiVpa],
    ["pn", payee.upiName],
    ["am", minorToGatewayAmount(amountMinor)],
    ["cu", "INR"],
    ["tn", orderNumber],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${upiValue(value)}`).join("&")}`;
}
