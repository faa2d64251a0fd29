/**
 * Place of supply of our service (IGST Act s.12 and s.13) and from it the kind of supply:
 * - paid in US dollars: a customer outside India — export of services, zero-rated (IGST Act s.16),
 *   supplied under a letter of undertaking without payment of IGST, as the pricing engine charges none;
 * - a customer with a GSTIN: the state of that registration (s.12(2)(a));
 * - otherwise the billing state the customer gave, and without one the supplier's own state
 *   (s.12(2)(b): the recipient's address on record, else the location of the supplier).
 * Same state as the supplier: intra-state (CGST + SGST); another state: inter-state (IGST).
 */
import type { Currency } from "../money.ts";
import { describeState, gstStateCode } from "./gst-states.ts";
import { checkGstin } from "./gstin.ts";

export const supplyTypes = ["intraState", "interState", "export"] as const;
export type SupplyType = (typeof supplyTypes)[number];

export interface PlaceOfSupply {
  type: SupplyType;
  /** GST state code of the place of supply; null for an export. */
  stateCode: string | null;
  /** As printed: "Maharashtra (27)" or "Outside India (export of services)". */
  label: string;
}

export const EXPORT_PLACE_LABEL = "Outside India (export of services)";

export interface PlaceOfSupplyInput {
  currency: Currency;
  supplierStateCode: string;
  /** A GSTIN that passed checkGstin, or null. */
  customerGstin: string | null;
  /** A state name ("Karnataka"), or null when the customer gave none. */
  billingState: string | null;
}

export function placeOfSupply(input: PlaceOfSupplyInput): PlaceOfSupply {
  if (input.currency === "USD") return { type: "export", stateCode: null, label: EXPORT_PLACE_LABEL };
  const registered = input.customerGstin ? checkGstin(input.customerGstin) : null;
  const stateCode = (registered?.ok ? registered.stateCode : null) ?? gstStateCode(input.billingState) ?? input.supplierStateCode;
  return { type: sameState(stateCode, input.supplierStateCode) ? "intraState" : "interState", stateCode, label: describeState(stateCode) };
}

/** Old and new codes of one state (25/26, 28/37) are the same state. */
function sameState(a: string, b: string): boolean {
  return a === b || describeState(a).replace(/ \(\d+\)$/u, "") === describeState(b).replace(/ \(\d+\)$/u, "");
}
