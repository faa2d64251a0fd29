/**
 * UPI as a way to pay (docs/business-rules.md#upi-payments): through the card gateway's hosted page, which takes UPI as one of
 * its payment options, and the UPI virtual payment address (VPA) a customer pays from there.
 */

/** How the customer pays on the gateway's page: its card and net-banking options, or UPI. */
export const CARD_PAYMENT_OPTIONS = ["card", "upi"] as const;
export type CardPaymentOption = (typeof CARD_PAYMENT_OPTIONS)[number];

export function isCardPaymentOption(value: unknown): value is CardPaymentOption {
  return typeof value === "string" && (CARD_PAYMENT_OPTIONS as readonly string[]).includes(value);
}

export const upiRupeesOnly = "UPI payments are in Indian rupees only. Choose INR, or pay by card.";

/** UPI moves rupees only: the gateway's UPI option is refused for another currency. */
export function cardPaymentOptionProblem(option: CardPaymentOption, currency: string): string | null {
  return option === "upi" && currency !== "INR" ? upiRupeesOnly : null;
}

/** The pay step's words for each option, shown on the checkout and in the gateway's own page. */
export const cardPaymentOptionLabels: Readonly<Record<CardPaymentOption, string>> = {
  card: "Card / Net banking",
  upi: "UPI",
};

/**
 * The manual path's name on every checkout: said apart from the gateway's instant "UPI" option, and with
 * when it is confirmed (docs/business-rules.md#manual-payment-modes).
 */
export const MANUAL_PAYMENT_PATH_LABEL = "Bank transfer or UPI QR (confirmed within one working day)";

/** A manual mode as the mode picker shows it: the manual UPI mode is paid by its QR code, unlike the gateway's UPI. */
export function manualPaymentModeLabel(mode: string): string {
  return mode === "UPI" ? "UPI QR" : mode;
}

/**
 * NPCI's VPA shape: a handle of letters, digits, dots, hyphens and underscores, "@", then the bank's
 * (or app's) letters. Compared in lower case, as UPI apps do.
 */
const VPA = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/;

export const upiVpaMessages = {
  required: "Please enter your UPI ID.",
  invalid: "Enter your UPI ID as name@bank, for example ravi.k@okhdfcbank.",
} as const;

export function normaliseUpiVpa(value: string): string {
  return value.trim().toLowerCase();
}

/** Why a typed UPI ID cannot be used, or null when it can. */
export function upiVpaProblem(value: string): string | null {
  const vpa = normaliseUpiVpa(value);
  if (vpa === "") return upiVpaMessages.required;
  return VPA.test(vpa) ? null : upiVpaMessages.invalid;
}
