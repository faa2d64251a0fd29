/**
 * CCAvenue's standing instructions (docs/architecture.md#card-mandates), kept apart from the checkout
 * adapter like its status query, because they are the part of their protocol we could least verify
 * offline. As their documentation describes them:
 *
 * - the payment request registers a mandate with `si_type` (ONDEMAND: we debit when due, up to
 *   `si_amount`), `si_mer_ref_no` (our reference), `si_is_setup_amt` (Y: this payment is the first
 *   debit), `si_amount`, `si_start_date` (dd-mm-yyyy), `si_frequency_type` and `si_frequency` (every n
 *   months) and `si_bill_cycle` (how many debits at most);
 * - the response says `si_created` (Y/N), `si_ref_no`, `si_sub_ref_no` and `si_status`, beside the card's
 *   `card_name` and, where sent, its masked number and expiry;
 * - a later debit is a server-to-server call on the same API as the status query, `command=chargeSI`,
 *   whose encrypted JSON names `si_sub_ref_no`, `si_mer_charge_ref_no` (our charge reference, also the
 *   debit's order number), `si_amount` and `si_currency`; the answer, `status=0&enc_response=<hex>`, holds
 *   `si_charge_status` (0: taken for processing) and `si_error_desc`. Its outcome is read back with the
 *   status query on the charge reference, so an answer lost on the way changes nothing.
 * - `command=cancelSI` with `si_sub_ref_no` stops a mandate.
 */
import { minorToGatewayAmount, PLAN_MONTHS, type BillingPlan, type Currency } from "@investar/core";
import { GatewayQueryError } from "./card-gateway.ts";
import { CcavenueCipherError, ccavenueDecrypt, decodeFields } from "./ccavenue-cipher.ts";
import { ccavenueApiForm, type StatusApiKeys } from "./ccavenue-status.ts";

/** A mandate to ask for with the first payment. */
export interface MandateRequest {
  merchantRef: string;
  /** The most a debit may take, in minor units. */
  upperLimit: number;
  /** The first later debit's day (YYYY-MM-DD, India). */
  startDate: string;
  frequency: BillingPlan;
}

/** Debits a mandate may make at most: ten years of the plan, renewed by the customer after that. */
const BILL_CYCLES_YEARS = 10;

/** The standing-instruction fields of a payment request. */
export function standingInstructionFields(request: MandateRequest): Record<string, string> {
  const [year, month, day] = request.startDate.split("-");
  const months = PLAN_MONTHS[request.frequency];
  return {
    si_type: "ONDEMAND",
    si_mer_ref_no: request.merchantRef,
    si_is_setup_amt: "Y",
    si_amount: minorToGatewayAmount(request.upperLimit),
    si_start_date: `${day}-${month}-${year}`,
    si_frequency_type: "MONTH",
    si_frequency: String(months),
    si_bill_cycle: String(Math.floor((BILL_CYCLES_YEARS * 12) / months)),
  };
}

/** What a payment's response says of the mandate it asked for. */
export type RegisteredMandate =
  | {
      created: true;
      merchantRef: string;
      refNo: string;
      subRefNo: string;
      status: string;
      cardNetwork: string | null;
      cardLast4: string | null;
      /** "YYYY-MM", where the gateway gives it. */
      cardExpiry: string | null;
    }
  | { created: false; reason: string };

/** Reads the si_* fields of a payment's response; a refused or missing mandate says why. */
export function readRegisteredMandate(fields: Record<string, string>): RegisteredMandate {
  const created = (fields.si_created ?? "").toUpperCase() === "Y";
  const { si_ref_no: refNo, si_sub_ref_no: subRefNo, si_mer_ref_no: merchantRef } = fields;
  if (!created || !refNo || !subRefNo || !merchantRef) {
    return { created: false, reason: fields.si_status || fields.si_error_desc || "the gateway did not register the mandate" };
  }
  const digits = (fields.card_number ?? fields.card_no ?? "").replace(/\D/g, "");
  const expiry = /^(\d{2})\/?(\d{2,4})$/.exec(fields.card_expiry ?? "");
  return {
    created: true,
    merchantRef,
    refNo,
    subRefNo,
    status: fields.si_status ?? "",
    cardNetwork: fields.card_name?.trim() || null,
    cardLast4: digits.length >= 4 ? digits.slice(-4) : null,
    cardExpiry: expiry ? `${expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]}-${expiry[1]}` : null,
  };
}

/** One later debit. */
export interface MandateCharge {
  subRefNo: string;
  /** Our charge reference: the debit's order number. */
  chargeRef: string;
  amount: number;
  currency: Currency;
}

export function chargeForm(charge: MandateCharge, keys: StatusApiKeys): Record<string, string> {
  return ccavenueApiForm(
    "chargeSI",
    {
      si_sub_ref_no: charge.subRefNo,
      si_mer_charge_ref_no: charge.chargeRef,
      si_amount: minorToGatewayAmount(charge.amount),
      si_currency: charge.currency,
    },
    keys,
  );
}

export function cancelForm(subRefNo: string, keys: StatusApiKeys): Record<string, string> {
  return ccavenueApiForm("cancelSI", { si_sub_ref_no: subRefNo }, keys);
}

/** What the gateway said to a charge or cancel call: taken (the outcome follows by the status query) or refused, and why. */
export type MandateCallAnswer = { accepted: true } | { accepted: false; reason: string };

/** Reads the answer to chargeSI or cancelSI; an answer that cannot be read throws GatewayQueryError (nothing is known). */
export function parseMandateCallAnswer(body: string, workingKey: string): MandateCallAnswer {
  const outer = decodeFields(body.trim());
  if (outer.status !== "0") return { accepted: false, reason: outer.enc_response || "the request was refused" };
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(ccavenueDecrypt(outer.enc_response ?? "", workingKey)) as Record<string, unknown>;
  } catch (error) {
    const why = error instanceof CcavenueCipherError ? error.message : "not JSON";
    throw new GatewayQueryError(`mandate answer unreadable: ${why}`);
  }
  const status = String(answer.si_charge_status ?? answer.si_cancel_status ?? answer.status ?? "");
  if (status === "0") return { accepted: true };
  const reason =
    typeof answer.si_error_desc === "string" && answer.si_error_desc !== "" ? answer.si_error_desc : `status ${status || "missing"}`;
  return { accepted: false, reason };
}
