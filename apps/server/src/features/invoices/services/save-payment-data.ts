import { checkGstin, isChargeable, isKnownState, placeOfSupply, splitTax, type Currency, type SupplyType } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { customerDetailsFor } from "./customer-details.ts";
import { requireBusinessProfile } from "../../business/index.ts";
import { supplierDetails } from "../../business/index.ts";

export interface PaymentDataInput {
  userId: number;
  currency: Currency;
  /** The GST the page shows for the order (the quote's), in minor units. */
  gstAmount: number;
  /** Wallet credit the page applies, in minor units. */
  creditAmount: number;
  /** Absent: keep what is stored; empty: remove it; otherwise a GSTIN to check and keep. */
  gstIn?: string;
  /** Same rule; a state of India by name. */
  billingState?: string;
}

export interface PaymentData {
  userId: number;
  currency: Currency;
  gstAmount: number;
  creditAmount: number;
  /** What the next invoice will carry. */
  gstIn: string | null;
  billingState: string | null;
  placeOfSupply: string;
  supplyType: SupplyType;
  /** gstAmount as the invoice will split it. */
  cgst: number;
  sgst: number;
  igst: number;
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * docs/business-rules.md#api-payment payment/GetPaymentData: the checkout page tells us the GSTIN (and, our addition, the billing
 * state) the customer wants on their tax invoice, with the GST and wallet credit it shows. We keep the
 * GSTIN and state for the next invoice and answer how that invoice will treat the GST: its place of
 * supply and the CGST/SGST or IGST split. The amounts are the page's, echoed back checked: what is
 * charged always comes from the server's own quote.
 */
export async function savePaymentData(deps: AppDeps, input: PaymentDataInput): Promise<PaymentData> {
  const { currency } = input;
  for (const [field, amount] of [
    ["gstAmount", input.gstAmount],
    ["creditAmount", input.creditAmount],
  ] as const) {
    if (!isChargeable(amount, currency) || amount < 0)
      throw fieldError(field, `${field} must be a whole number of ${currency === "INR" ? "rupees" : "cents"}, not negative.`);
  }
  if (currency === "USD" && input.gstAmount !== 0)
    throw fieldError("gstAmount", "No GST is charged on payments in US dollars: gstAmount must be 0.");

  const gstin = input.gstIn === undefined ? undefined : checkedGstin(input.gstIn);
  let billingState = input.billingState === undefined ? undefined : input.billingState.trim() || null;
  if (billingState && !isKnownState("India", billingState))
    throw fieldError("billingState", `${billingState} is not a state or union territory of India.`);
  if (gstin) {
    if (billingState && billingState !== gstin.stateName) {
      throw fieldError("billingState", `GSTIN ${gstin.gstin} is registered in ${gstin.stateName}, not ${billingState}.`);
    }
    billingState = gstin.stateName;
  }
  if (gstin !== undefined || billingState !== undefined) {
    const values = {
      ...(gstin !== undefined ? { gstin: gstin?.gstin ?? null } : {}),
      ...(billingState !== undefined ? { billingState } : {}),
      updatedAt: deps.now(),
    };
    await deps.db
      .insert(schema.customerTaxDetails)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({ target: schema.customerTaxDetails.userId, set: values });
  }

  const customer = await customerDetailsFor(deps.db, input.userId);
  const place = placeOfSupply({
    currency,
    supplierStateCode: supplierDetails(await requireBusinessProfile(deps), deps.config).stateCode,
    customerGstin: customer.gstin,
    billingState: customer.billingState,
  });
  const split = splitTax(place.type === "export" ? 0 : input.gstAmount, place.type);
  return {
    userId: input.userId,
    currency,
    gstAmount: input.gstAmount,
    creditAmount: input.creditAmount,
    gstIn: customer.gstin,
    billingState: customer.billingState,
    placeOfSupply: place.label,
    supplyType: place.type,
    ...split,
  };
}

function checkedGstin(value: string) {
  if (value.trim() === "") return null;
  const checked = checkGstin(value);
  if (!checked.ok) throw fieldError("gstIn", checked.message);
  return checked;
}
