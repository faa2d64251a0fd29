import { and, eq } from "drizzle-orm";
import { indiaToday, renewalDebitSelection, subscriptionEndsAt, type Currency, type HeldSubscription, type IsoDate } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { quotePrice } from "../../catalogue/index.ts";

export interface AutoRenewal {
  debitDay: IsoDate;
  amount: number;
  currency: Currency;
}

/**
 * How a subscription renews itself, for its 7/3/1-day reminders (docs/business-rules.md#auto-renew): the
 * day and amount of the debit its active mandate will make, priced as the renewal pass will price it; null
 * when it has no active mandate, or the debit would not be automatic (above the mandate's limit).
 */
export async function autoRenewalOf(
  deps: AppDeps,
  userId: number,
  kind: "tool" | "mobile",
  expiryDate: IsoDate,
  held: HeldSubscription,
): Promise<AutoRenewal | null> {
  const m = schema.cardMandates;
  const [mandate] = await deps.db
    .select()
    .from(m)
    .where(and(eq(m.userId, userId), eq(m.kind, kind), eq(m.status, "active")));
  if (!mandate) return null;
  const dueAt = subscriptionEndsAt(expiryDate);
  try {
    const summary = await quotePrice({ ...deps, now: () => dueAt }, userId, renewalDebitSelection(held, mandate.currency));
    if (summary.total > mandate.upperLimit) return null;
    return { debitDay: indiaToday(dueAt), amount: summary.total, currency: mandate.currency };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
