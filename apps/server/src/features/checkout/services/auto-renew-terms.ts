import { and, eq } from "drizzle-orm";
import {
  mandateTermsFor,
  renewalDebitSelection,
  subscriptionEndsAt,
  targetOfSelection,
  type MandateTerms,
  type PriceSummary,
  type QuoteSelection,
} from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { quotePrice } from "../../catalogue/index.ts";

/** The subscription's active mandate as the customer knows it, or null. */
export async function activeMandateCard(deps: AppDeps, userId: number, kind: "tool" | "mobile"): Promise<string | null> {
  const m = schema.cardMandates;
  const [mandate] = await deps.db
    .select({ network: m.cardNetwork, last4: m.cardLast4 })
    .from(m)
    .where(and(eq(m.userId, userId), eq(m.kind, kind), eq(m.status, "active")))
    .limit(1);
  if (!mandate) return null;
  return `${mandate.network ?? "Card"}${mandate.last4 ? ` ending ${mandate.last4}` : ""}`;
}

/**
 * The terms "Renew automatically" offers with a card payment of `selection` (docs/business-rules.md#auto-renew-opt-in):
 * the renewal priced as the renewal pass will price it, at the end of the period this payment pays for (the
 * subscription as bought, its own plan, no wallet, no coupon); where that cannot be priced yet (a plan the
 * customer does not hold today), what this payment costs before its wallet credit. The mandate's limit
 * leaves headroom over it (mandateUpperLimit).
 */
export async function autoRenewTerms(
  deps: AppDeps,
  userId: number,
  selection: QuoteSelection,
  bought?: PriceSummary,
): Promise<MandateTerms> {
  const summary = bought ?? (await quotePrice(deps, userId, selection));
  const paidUntil = summary.newExpiryDate;
  const held = { ...selection, addons: [...selection.addons] };
  let renewalAmount = summary.totalExcludingDeduction - summary.portfolio;
  try {
    const atRenewal = { ...deps, now: () => subscriptionEndsAt(paidUntil) };
    renewalAmount = (await quotePrice(atRenewal, userId, renewalDebitSelection(held, selection.currency))).total;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return mandateTermsFor({ plan: selection.plan, currency: selection.currency, renewalAmount, paidUntil });
}

/** Which subscription a selection's mandate renews. */
export function mandateKindOf(selection: Pick<QuoteSelection, "isMobile">): "tool" | "mobile" {
  return targetOfSelection(selection) === "mobile" ? "mobile" : "tool";
}
