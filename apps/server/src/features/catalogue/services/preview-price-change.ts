import { indiaToday, pagesShowingPrice, priceSetInEffect, type IsoDate } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { priceChangeTargets, renewalsPricedBy, type NewDatedSet } from "./price-change-targets.ts";
import type { PriceInput } from "./save-prices.ts";

/**
 * The review before a price change is saved (docs/business-rules.md#catalogue-change-review): each price
 * before → after in the set it lands in, the pages that show it, how many subscriptions in service renew at
 * it, and when it goes live for new purchases. Reads only; nothing is saved.
 */
export async function previewPriceChange(deps: AppDeps, prices: PriceInput[], effectiveFrom: IsoDate | null) {
  const today = indiaToday(deps.now());
  const { rows, newSets } = await priceChangeTargets(deps.db, prices, effectiveFrom, today);
  const sets = await deps.db.select().from(schema.cataloguePriceSets);
  const allSets = [...sets, ...newSets.map((set: NewDatedSet) => ({ ...set, sortOrder: 0 }))];
  const renewalsOf = await renewalsPricedBy(deps.db, today);
  const changed = rows.filter((row) => row.before !== row.price.amount);
  const subscriptions = new Set<number>();
  const liveDays = new Set<string>();
  const changes = changed.map((row) => {
    const set = allSets.find((s) => s.id === row.targetSetId)!;
    const inEffectToday = priceSetInEffect(allSets, row.currency, today) === set.id;
    const when = inEffectToday ? "now" : set.effectiveFrom > today ? "scheduled" : "old";
    if (when !== "old") liveDays.add(when === "now" ? today : set.effectiveFrom);
    const renewals = renewalsOf(row);
    for (const id of renewals) subscriptions.add(id);
    return {
      channel: row.price.channel,
      itemId: row.price.itemId,
      itemName: row.itemName,
      plan: row.price.plan,
      currency: row.currency,
      priceSetId: row.targetSetId,
      before: row.before,
      after: row.price.amount,
      pages: pagesShowingPrice({
        channel: row.price.channel,
        itemId: row.price.itemId,
        plan: row.price.plan,
        isProduct: row.isProduct,
        when,
        currency: row.currency,
      }),
      renewals: renewals.length,
    };
  });
  return {
    goesLive: liveDays.size === 0 ? null : [...liveDays].sort()[0]!,
    changes,
    unchanged: rows.length - changed.length,
    renewals: subscriptions.size,
    newPriceSets: newSets.map(({ id, effectiveFrom: from, copiedFrom }) => ({ id, effectiveFrom: from, copiedFrom })),
  };
}
