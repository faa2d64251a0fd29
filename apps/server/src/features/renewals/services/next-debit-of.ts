import { and, asc, eq } from "drizzle-orm";
import { needsAuthentication, renewalDebitSelection, subscriptionEndsAt, type Currency } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { quotePrice } from "../../catalogue/index.ts";
import type { AutoRenewTarget } from "./auto-renew-targets.ts";

export interface NextDebit {
  dueAt: Date;
  amount: number;
  currency: Currency;
  /** False when the pass will not charge it: above RBI's ₹15,000 or the mandate's limit (a pay link or a new mandate instead). */
  automatic: boolean;
}

/**
 * The debit a mandate will make next for its subscription's current period (docs/business-rules.md#auto-renew-debit):
 * the attempt announced and waiting, at its announced amount, or the first debit at the period's end at the
 * renewal price as of then, as the pass prices it. Null when the period's debit is being charged or is done,
 * or when the subscription cannot be priced.
 */
export async function nextDebitOf(deps: AppDeps, target: AutoRenewTarget): Promise<NextDebit | null> {
  const d = schema.mandateDebits;
  const attempts = await deps.db
    .select()
    .from(d)
    .where(and(eq(d.mandateId, target.mandate.id), eq(d.expiryDate, target.expiryDate)))
    .orderBy(asc(d.attempt));
  const latest = attempts.at(-1);
  const { currency, upperLimit } = target.mandate;
  const automatic = (amount: number) => amount <= upperLimit && !needsAuthentication(amount, currency);
  if (latest)
    return latest.status === "notified"
      ? { dueAt: latest.dueAt, amount: latest.amount, currency, automatic: automatic(latest.amount) }
      : null;
  const dueAt = subscriptionEndsAt(target.expiryDate);
  try {
    const { total } = await quotePrice({ ...deps, now: () => dueAt }, target.mandate.userId, renewalDebitSelection(target.held, currency));
    return { dueAt, amount: total, currency, automatic: automatic(total) };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
