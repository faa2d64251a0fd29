import { asc, inArray } from "drizzle-orm";
import { needsAuthentication, quote, renewalDebitSelection, subscriptionEndsAt, type Currency } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "../../catalogue/index.ts";
import { getSubscriptionDetailsOf } from "../../subscriptions/index.ts";
import type { AutoRenewTarget } from "./auto-renew-targets.ts";

export interface NextDebit {
  dueAt: Date;
  amount: number;
  currency: Currency;
  /** False when the pass will not charge it: above RBI's ₹15,000 or the mandate's limit (a pay link or a new mandate instead). */
  automatic: boolean;
}

/**
 * The debit each mandate will make next for its subscription's current period, by mandate id
 * (docs/business-rules.md#auto-renew-debit): the attempt announced and waiting, at its announced amount, or the
 * first debit at the period's end at the renewal price as of then, as the pass prices it (the Quote call's
 * engine, catalogue and customer details). Null when the period's debit is being charged or is done, or when the
 * subscription cannot be priced. Two queries whatever the number of mandates: the dashboard asks it of up to
 * 500 at a time.
 */
export async function nextDebitsOf(deps: AppDeps, targets: readonly AutoRenewTarget[]): Promise<Map<number, NextDebit | null>> {
  const d = schema.mandateDebits;
  const debits = new Map<number, NextDebit | null>();
  if (targets.length === 0) return debits;
  const [attempts, details] = await Promise.all([
    deps.db
      .select()
      .from(d)
      .where(inArray(d.mandateId, [...new Set(targets.map((target) => target.mandate.id))]))
      .orderBy(asc(d.attempt)),
    getSubscriptionDetailsOf(
      deps,
      targets.map((target) => target.mandate.userId),
    ),
  ]);
  // The last attempt of each mandate's period (attempts are read in order).
  const latestOf = new Map(attempts.map((attempt) => [`${attempt.mandateId} ${attempt.expiryDate}`, attempt]));
  for (const target of targets) {
    const { id, currency, upperLimit, userId } = target.mandate;
    const automatic = (amount: number) => amount <= upperLimit && !needsAuthentication(amount, currency);
    const latest = latestOf.get(`${id} ${target.expiryDate}`);
    if (latest) {
      debits.set(
        id,
        latest.status === "notified" ? { dueAt: latest.dueAt, amount: latest.amount, currency, automatic: automatic(latest.amount) } : null,
      );
      continue;
    }
    const dueAt = subscriptionEndsAt(target.expiryDate);
    const subscription = details.get(userId);
    const catalogue = await loadCatalogue({ ...deps, now: () => dueAt });
    const priced = subscription ? quote(catalogue, subscription, renewalDebitSelection(target.held, currency), dueAt) : null;
    debits.set(id, priced?.ok ? { dueAt, amount: priced.summary.total, currency, automatic: automatic(priced.summary.total) } : null);
  }
  return debits;
}
