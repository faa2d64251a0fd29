/** The shapes shared by the line builders (lines.ts, current-period.ts, new-period.ts). */
import type { Catalogue, PriceSetId, PriceTable } from "./catalogue.ts";
import type { PlannedChange } from "./changes.ts";
import { pricingError, type PricingError } from "./errors.ts";
import type { CheckedSelection } from "./selection.ts";
import type { SubscrDetail } from "./subscription.ts";
import type { ExplanationPart } from "./explanation-parts.ts";

export interface PriceLine {
  Id: string;
  Name: string;
  AmountForCurrent: number;
  AmountForRenew: number;
  LicenseForCurrent: number;
  LicenseForRenew: number;
  Total: number;
}

/** Which discounts a line can take: data add-ons only when a rule says so, licence fees never. */
export type LineCategory = "product" | "addon" | "dataAddon" | "licenceFee";

export interface PricedLine {
  line: PriceLine;
  category: LineCategory;
  /** The price set the line was priced at (the new period's, else the months left's); null for the licence fee. */
  priceSet: PriceSetId | null;
}

/** A product or add-on being priced. */
export interface LineItem {
  id: string;
  name: string;
  category: LineCategory;
}

export interface LineInputs {
  catalogue: Catalogue;
  table: PriceTable;
  checked: CheckedSelection;
  change: PlannedChange;
  /** The subscriber's recorded deals (price set, percent) per item; empty for a fresh purchase. */
  deals: Record<string, SubscrDetail>;
  /** The price set new purchases are priced at today, in the quote's currency (price-sets.ts). */
  currentSet: PriceSetId;
}

/** A part of a line: its two cells and the sentences that explain them. */
export interface LinePart {
  amount: number;
  licences: number;
  explanation: ExplanationPart[];
  /** The price set the part was priced at; null when nothing was priced. */
  priceSet: PriceSetId | null;
  /**
   * The months left only: what the item costs for them on every seat re-priced, before what the
   * customer already holds is counted (amount + licences is what is left to charge). 0 otherwise.
   */
  cost: number;
}

export function emptyPart(): LinePart {
  return { amount: 0, licences: 0, explanation: [], priceSet: null, cost: 0 };
}

export type PartResult = { ok: true; value: LinePart } | { ok: false; error: PricingError };

export function missingPrice(name: string, plan: string): { ok: false; error: PricingError } {
  return { ok: false, error: pricingError("InvalidSelection", `${name} isn't sold on a ${plan} plan. Please choose another plan.`) };
}
