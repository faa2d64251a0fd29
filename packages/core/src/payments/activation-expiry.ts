/**
 * The expiry date activation writes. An order is quoted at checkout and activated when the gateway
 * answers, minutes (or, through reconciliation, hours) later. Normally nothing changed in between and
 * the quote's newExpiryDate is written as it is. If the subscription did change (another order was
 * activated first: a second browser tab, a manual payment), writing the quoted date could take back
 * time the customer has paid for, so paid time is never taken back:
 *
 * - a purchase that buys a new period adds it (with its free months) to the expiry the customer holds
 *   now, when that is later than what was quoted;
 * - a purchase that keeps the expiry date never moves it earlier than the one held now.
 */
import { EXPIRY_MODE, PLAN_MONTHS, addMonths, laterOf, type IsoDate } from "../pricing/dates.ts";
import type { PriceSummary } from "../pricing/quote.ts";
import type { QuoteSelection } from "../pricing/selection.ts";

export interface ActivationExpiry {
  expiry: IsoDate;
  /** True when the subscription changed since the quote and the date differs from the quoted one. */
  adjusted: boolean;
}

export function expiryAtActivation(args: {
  summary: Pick<PriceSummary, "kind" | "currentExpiryDate" | "newExpiryDate" | "freeMonths">;
  selection: Pick<QuoteSelection, "plan" | "expiryMode">;
  /** The expiry of the subscription as it is at activation; null when none was ever paid. */
  heldExpiry: IsoDate | null;
}): ActivationExpiry {
  const { summary, selection, heldExpiry } = args;
  const quoted = summary.newExpiryDate;
  if (heldExpiry === null || heldExpiry === summary.currentExpiryDate) return { expiry: quoted, adjusted: false };
  const floor = buysNewPeriod(summary, selection) ? addMonths(heldExpiry, PLAN_MONTHS[selection.plan] + summary.freeMonths) : heldExpiry;
  const expiry = laterOf(quoted, floor);
  return { expiry, adjusted: expiry !== quoted };
}

/** Whether the purchase started a new subscription period (what resets the free-change counter). */
export function buysNewPeriod(summary: Pick<PriceSummary, "kind">, selection: Pick<QuoteSelection, "expiryMode">): boolean {
  return summary.kind === "fresh" || selection.expiryMode === EXPIRY_MODE.extendExpiryDate;
}
