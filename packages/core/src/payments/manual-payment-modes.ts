/**
 * docs/business-rules.md#manual-payment-modes "Manual payment modes": how a customer may pay outside the card gateway, with what each
 * one calls its reference and its bank. The names are SPEC's, verbatim: they are stored, shown and
 * sent as they are. Patterns are what Indian banks print, kept a little tolerant (a UTR is 16
 * characters for NEFT and 22 for RTGS, but banks show both for either), because refusing a real
 * reference costs a sale, while a wrong one is caught by the admin who matches it with the statement.
 */
export const manualPaymentModes = [
  "Cash Deposit",
  "Online Transfer from the primary bank",
  "Online Transfer RTGS",
  "Online Transfer NEFT",
  "Local Cheque Deposit",
  "DD",
  "Cheque",
  "UPI",
] as const;

export type ManualPaymentMode = (typeof manualPaymentModes)[number];

export interface ManualPaymentModeInfo {
  mode: ManualPaymentMode;
  /** What the reference field is called for this mode: "UTR number", "Cheque number"… */
  referenceLabel: string;
  /** How a valid reference looks, in words, for the error message ("6 digits"). */
  referenceShape: string;
  referencePattern: RegExp;
  /** UPI is paid from a QR code that carries the order number, so its reference may follow (added later on My Subscription). */
  referenceRequired: boolean;
  bankLabel: string;
  bankRequired: boolean;
  /** One line telling the customer what to do. */
  instructions: string;
  /** When the customer can expect the purchase switched on once the money is seen, as the payment FAQs promise it. */
  activation: string;
}

const transferReference = /^[A-Z0-9][A-Z0-9/-]{3,29}$/;
const utr = /^[A-Z0-9]{16,22}$/;
const sixDigits = /^\d{6}$/;

function info(mode: ManualPaymentMode, rest: Omit<ManualPaymentModeInfo, "mode">): ManualPaymentModeInfo {
  return { mode, ...rest };
}

/** A cheque, deposited or sent: its six-digit number and the bank it is drawn on. */
const drawnCheque = {
  referenceLabel: "Cheque number",
  referenceShape: "6 digits",
  referencePattern: sixDigits,
  referenceRequired: true,
  bankLabel: "Bank the cheque is drawn on",
  bankRequired: true,
} as const;

/** RTGS and NEFT ask for the same thing, the UTR the customer's bank shows; only the rail's name differs. */
function interbankTransfer(rail: "RTGS" | "NEFT"): ManualPaymentModeInfo {
  return info(`Online Transfer ${rail}`, {
    referenceLabel: "UTR number",
    referenceShape: "16 to 22 letters or digits",
    referencePattern: utr,
    referenceRequired: true,
    bankLabel: "Your bank",
    bankRequired: true,
    instructions: `Send the amount by ${rail} to the account below, then enter the UTR number your bank shows.`,
    activation: "usually within one working day",
  });
}

export const manualPaymentModeInfo: Readonly<Record<ManualPaymentMode, ManualPaymentModeInfo>> = {
  "Cash Deposit": info("Cash Deposit", {
    referenceLabel: "Deposit slip number",
    referenceShape: "4 to 30 letters or digits",
    referencePattern: transferReference,
    referenceRequired: true,
    bankLabel: "Bank and branch where you deposited the cash",
    bankRequired: true,
    instructions: "Deposit the cash at any branch of our bank into the account below, then enter the number on the deposit slip.",
    activation: "usually within one working day",
  }),
  "Online Transfer from the primary bank": info("Online Transfer from the primary bank", {
    referenceLabel: "Transaction reference number",
    referenceShape: "4 to 30 letters or digits",
    referencePattern: transferReference,
    referenceRequired: true,
    bankLabel: "Your bank",
    bankRequired: true,
    instructions: "Transfer the amount from your account at the same bank as ours (a within-bank transfer), then enter its reference.",
    activation: "usually within one working day",
  }),
  "Online Transfer RTGS": interbankTransfer("RTGS"),
  "Online Transfer NEFT": interbankTransfer("NEFT"),
  "Local Cheque Deposit": info("Local Cheque Deposit", {
    ...drawnCheque,
    instructions: "Deposit a local cheque in favour of the account name below at any branch of our bank.",
    activation: "for a cheque or draft, once it has cleared",
  }),
  DD: info("DD", {
    referenceLabel: "DD number",
    referenceShape: "6 digits",
    referencePattern: sixDigits,
    referenceRequired: true,
    bankLabel: "Bank that issued the DD",
    bankRequired: true,
    instructions: "Send a demand draft in favour of the account name below, payable at the branch city shown.",
    activation: "for a cheque or draft, once it has cleared",
  }),
  Cheque: info("Cheque", {
    ...drawnCheque,
    instructions: "Send a cheque in favour of the account name below to our office.",
    activation: "for a cheque or draft, once it has cleared",
  }),
  UPI: info("UPI", {
    referenceLabel: "UPI transaction ID (UTR)",
    referenceShape: "12 digits",
    referencePattern: /^\d{12}$/,
    referenceRequired: false,
    bankLabel: "Your UPI app or bank",
    bankRequired: false,
    instructions:
      "Scan the QR code (or open the link on your phone) with any UPI app: it carries the exact amount and your order number. Then tell us you have paid.",
    activation: "usually within one working day",
  }),
};

export function isManualPaymentMode(value: unknown): value is ManualPaymentMode {
  return typeof value === "string" && (manualPaymentModes as readonly string[]).includes(value);
}

/**
 * docs/business-rules.md#one-reference-one-payment: references are compared and stored without spaces or
 * hyphens, in capitals, so "hdfc r520-2405" and "HDFCR5202405" are one UTR (banks print both ways).
 */
export function normaliseReference(value: string): string {
  return value.replace(/[\s\-\u2010-\u2015\u2212]+/g, "").toUpperCase();
}
