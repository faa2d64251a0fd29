/**
 * The manual payment form's rules and messages (ADR 0009), run by the page as the customer types
 * and by the server on SetUsersManualPayment: one set of words on both sides.
 */
import type { Currency } from "../money.ts";
import { addDays, isIsoDate, type IsoDate } from "../pricing/dates.ts";
import { isManualPaymentMode, manualPaymentModeInfo, normaliseReference, type ManualPaymentMode } from "./manual-payment-modes.ts";

export const MANUAL_PAYMENT_MAX_AGE_DAYS = 180;
export const MANUAL_PAYMENT_MAX_RUPEES = 10_000_000; // one crore: far above any subscription, below any typo's reach
export const BANK_NAME_MAX_LENGTH = 100;

/** A label inside a sentence: "Cheque number" → "cheque number", but "UTR number" and "DD number" keep their capitals. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

export const manualPaymentMessages = {
  inrOnly: "Bank transfer, cheque and UPI payments are accepted in INR only. Please choose INR, or pay by card.",
  modeRequired: "Please choose how you paid.",
  modeUnknown: "Please choose one of the listed payment modes.",
  referenceRequired: (label: string) => `Please enter the ${inSentence(label)}.`,
  referenceInvalid: (label: string, shape: string) => `The ${inSentence(label)} should be ${shape}.`,
  amountRequired: "Please enter the amount you paid.",
  amountInvalid: "Enter the amount in whole rupees, digits only (for example 2941).",
  amountZero: "The amount must be more than zero.",
  amountTooLarge: "That amount is too large. Please check it.",
  dateRequired: "Please enter the date you paid.",
  dateInvalid: "Please enter a valid date.",
  dateInFuture: "The payment date can't be in the future.",
  dateTooOld: `Payments older than ${MANUAL_PAYMENT_MAX_AGE_DAYS} days can't be recorded here. Please contact support.`,
  bankRequired: (label: string) => `Please enter ${label.startsWith("Your ") ? "your" : "the"} ${inSentence(label.replace(/^Your /, ""))}.`,
  bankTooLong: `The bank name can have at most ${BANK_NAME_MAX_LENGTH} characters.`,
  bankInvalid: "The bank name can have letters, digits, spaces and . , & ' ( ) - only.",
} as const;

/** The form as typed: every field text, so the page and the API hand over the same thing. */
export interface ManualPaymentFormInput {
  mode: string;
  reference: string;
  /** Rupees as typed ("2,941", "₹ 2941"); grouping commas and the rupee sign are allowed. */
  amount: string;
  /** YYYY-MM-DD, the day the customer paid (or deposited, or sent the cheque). */
  paymentDate: string;
  bankName: string;
}

export type ManualPaymentField = keyof ManualPaymentFormInput;

export interface ManualPaymentDeclaration {
  mode: ManualPaymentMode;
  /** Normalised (no spaces, capitals); null when the mode lets it follow (UPI). */
  reference: string | null;
  /** What the customer says they paid, in paise. Recorded, never used as the price. */
  declaredAmount: number;
  paymentDate: IsoDate;
  bankName: string | null;
}

export type ManualPaymentCheck =
  { ok: true; value: ManualPaymentDeclaration } | { ok: false; errors: Partial<Record<ManualPaymentField, string>> };

const BANK_NAME = /^[A-Za-z0-9][A-Za-z0-9 .,&'()-]*$/;

/** Rupees as typed → paise, or a message. */
export function parseRupees(typed: string): { ok: true; minor: number } | { ok: false; message: string } {
  const text = typed.replace(/[₹,\s]/g, "").replace(/^Rs\.?/i, "");
  if (text === "") return { ok: false, message: manualPaymentMessages.amountRequired };
  if (!/^\d{1,12}$/.test(text)) return { ok: false, message: manualPaymentMessages.amountInvalid };
  const rupees = Number(text);
  if (rupees === 0) return { ok: false, message: manualPaymentMessages.amountZero };
  if (rupees > MANUAL_PAYMENT_MAX_RUPEES) return { ok: false, message: manualPaymentMessages.amountTooLarge };
  return { ok: true, minor: rupees * 100 };
}

function checkDate(value: string, today: IsoDate): string | null {
  if (value.trim() === "") return manualPaymentMessages.dateRequired;
  if (!isIsoDate(value)) return manualPaymentMessages.dateInvalid;
  if (value > today) return manualPaymentMessages.dateInFuture;
  if (value < addDays(today, -MANUAL_PAYMENT_MAX_AGE_DAYS)) return manualPaymentMessages.dateTooOld;
  return null;
}

function checkBank(value: string, label: string, required: boolean): string | null {
  const bank = value.trim();
  if (bank === "") return required ? manualPaymentMessages.bankRequired(label) : null;
  if (bank.length > BANK_NAME_MAX_LENGTH) return manualPaymentMessages.bankTooLong;
  return BANK_NAME.test(bank) ? null : manualPaymentMessages.bankInvalid;
}

/**
 * A mode's reference as typed: normalised, or why it is refused. `required` is the mode's own rule when
 * the whole form is checked; adding a UPI payment's UTR later (SetManualPaymentReference) requires it.
 */
export function checkManualReference(
  mode: ManualPaymentMode,
  typed: string,
  required: boolean,
): { ok: true; reference: string | null } | { ok: false; message: string } {
  const info = manualPaymentModeInfo[mode];
  const reference = normaliseReference(typed);
  if (reference === "")
    return required ? { ok: false, message: manualPaymentMessages.referenceRequired(info.referenceLabel) } : { ok: true, reference: null };
  if (!info.referencePattern.test(reference))
    return { ok: false, message: manualPaymentMessages.referenceInvalid(info.referenceLabel, info.referenceShape) };
  return { ok: true, reference };
}

/** Every broken rule by field (the page shows them all at once), or the declaration to record. */
export function checkManualPayment(input: ManualPaymentFormInput, today: IsoDate): ManualPaymentCheck {
  const errors: Partial<Record<ManualPaymentField, string>> = {};
  const mode = input.mode.trim();
  if (mode === "") errors.mode = manualPaymentMessages.modeRequired;
  else if (!isManualPaymentMode(mode)) errors.mode = manualPaymentMessages.modeUnknown;
  const info = isManualPaymentMode(mode) ? manualPaymentModeInfo[mode] : null;

  const checkedReference = info ? checkManualReference(info.mode, input.reference, info.referenceRequired) : null;
  if (checkedReference && !checkedReference.ok) errors.reference = checkedReference.message;
  const reference = checkedReference?.ok ? (checkedReference.reference ?? "") : "";

  const amount = parseRupees(input.amount);
  if (!amount.ok) errors.amount = amount.message;
  const date = checkDate(input.paymentDate.trim(), today);
  if (date) errors.paymentDate = date;
  const bank = info ? checkBank(input.bankName, info.bankLabel, info.bankRequired) : null;
  if (bank) errors.bankName = bank;

  if (Object.keys(errors).length > 0 || !info || !amount.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      mode: info.mode,
      reference: reference === "" ? null : reference,
      declaredAmount: amount.minor,
      paymentDate: input.paymentDate.trim(),
      bankName: input.bankName.trim() === "" ? null : input.bankName.trim(),
    },
  };
}

/** Manual payments are Indian bank transfers, cheques and UPI: rupees only. */
export function manualPaymentCurrencyProblem(currency: Currency): string | null {
  return currency === "INR" ? null : manualPaymentMessages.inrOnly;
}
