import { and, eq, gte, inArray } from "drizzle-orm";
import { datedPriceSetId, priceSetInCurrency, priceSetInEffect, type Currency, type IsoDate } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { throwIfInvalid } from "../../../errors.ts";
import type { PriceInput } from "./save-prices.ts";

export const SCHEDULE_TOO_SOON = "A scheduled change starts tomorrow or later; to change prices today, save them now.";

export interface PriceTargetRow {
  price: PriceInput;
  currency: Currency;
  itemName: string;
  isProduct: boolean;
  /** The set the amount is written to. */
  targetSetId: string;
  /** What the key is priced at now in the set that prices it on the day the change goes live (null: no price). */
  before: number | null;
}

export interface NewDatedSet {
  id: string;
  currency: Currency;
  effectiveFrom: IsoDate;
  copiedFrom: string;
}

/**
 * Where each price of a change lands (docs/business-rules.md#catalogue-change-review): in its own set when
 * saved now, or — scheduled for `effectiveFrom` — in that day's dated set of its currency, which is made as
 * a copy of the set then in effect when there is none yet. Refuses unknown items and sets (400, by field).
 */
export async function priceChangeTargets(
  db: Executor,
  prices: PriceInput[],
  effectiveFrom: IsoDate | null,
  today: IsoDate,
): Promise<{ rows: PriceTargetRow[]; newSets: NewDatedSet[] }> {
  if (effectiveFrom !== null && effectiveFrom <= today) throwIfInvalid({ effectiveFrom: SCHEDULE_TOO_SOON });
  const itemIds = [...new Set(prices.map((p) => p.itemId))];
  const [products, addons, sets] = await Promise.all([
    db.select().from(schema.catalogueProducts).where(inArray(schema.catalogueProducts.id, itemIds)),
    db.select().from(schema.catalogueAddons).where(inArray(schema.catalogueAddons.id, itemIds)),
    db.select().from(schema.cataloguePriceSets),
  ]);
  const problems: Record<string, string> = {};
  prices.forEach((price, index) => {
    if (!products.some((p) => p.id === price.itemId) && !addons.some((a) => a.id === price.itemId))
      problems[`prices.${index}.itemId`] = `There is no product or add-on "${price.itemId}".`;
    if (!sets.some((set) => set.id === price.priceSetId))
      problems[`prices.${index}.priceSetId`] = `There is no price set "${price.priceSetId}".`;
  });
  throwIfInvalid(problems);

  const newSets: NewDatedSet[] = [];
  const targetFor = (currency: Currency): { id: string; priced: string } => {
    if (effectiveFrom === null) throw new Error("only for a scheduled change");
    const existing = sets.find((set) => set.currency === currency && set.effectiveFrom === effectiveFrom);
    if (existing) return { id: existing.id, priced: existing.id };
    const known = newSets.find((set) => set.currency === currency);
    if (known) return { id: known.id, priced: known.copiedFrom };
    const made = {
      id: datedPriceSetId(currency, effectiveFrom),
      currency,
      effectiveFrom,
      copiedFrom: priceSetInEffect(sets, currency, effectiveFrom),
    };
    newSets.push(made);
    return { id: made.id, priced: made.copiedFrom };
  };
  const p = schema.cataloguePrices;
  const stored = await db.select().from(p).where(inArray(p.itemId, itemIds));
  const rows = prices.map((price) => {
    const currency = sets.find((set) => set.id === price.priceSetId)!.currency;
    const target = effectiveFrom === null ? { id: price.priceSetId, priced: price.priceSetId } : targetFor(currency);
    const product = products.find((item) => item.id === price.itemId);
    const before = stored.find(
      (row) => row.channel === price.channel && row.itemId === price.itemId && row.plan === price.plan && row.priceSetId === target.priced,
    );
    return {
      price: { ...price, priceSetId: target.id },
      currency,
      itemName: product?.name ?? addons.find((a) => a.id === price.itemId)?.name ?? price.itemId,
      isProduct: product !== undefined,
      targetSetId: target.id,
      before: before?.amount ?? null,
    };
  });
  return { rows, newSets };
}

/**
 * Subscriptions in service whose renewal a price set prices for this item and plan: those whose deal
 * records that set (docs/business-rules.md#currencies-and-price-sets: subscribers renew at the set they bought at).
 */
export async function renewalsPricedBy(db: Executor, today: IsoDate) {
  const s = schema.userSubscriptions;
  const d = schema.userSubscriptionDeals;
  const held = await db
    .select({
      subscriptionId: s.id,
      kind: s.kind,
      plan: s.plan,
      baseProduct: s.baseProduct,
      addons: s.addons,
      itemId: d.itemId,
      priceSetId: d.priceSetId,
    })
    .from(s)
    .innerJoin(d, eq(d.userId, s.userId))
    .where(and(gte(s.expiryDate, today)));
  return (row: PriceTargetRow): number[] =>
    held
      .filter(
        (h) =>
          h.kind === row.price.channel &&
          h.plan === row.price.plan &&
          h.itemId === row.price.itemId &&
          (h.baseProduct === row.price.itemId || h.addons.includes(row.price.itemId)) &&
          priceSetInCurrency(h.priceSetId, row.currency) === row.targetSetId,
      )
      .map((h) => h.subscriptionId);
}
