import { and, eq, inArray } from "drizzle-orm";
import type { BillingPlan } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { editCatalogue } from "./edit-catalogue.ts";

export interface PriceInput {
  channel: schema.CatalogueChannel;
  itemId: string;
  plan: BillingPlan;
  priceSetId: string;
  /** Minor units; the route refuses negative amounts. */
  amount: number;
}

/** Sets prices (one licence, one period, in a price set), adding those that were not there. Items and sets must exist. */
export async function savePrices(deps: AppDeps, actorId: number, prices: PriceInput[]): Promise<{ saved: number }> {
  const subject = `prices:${[...new Set(prices.map((p) => p.priceSetId))].join(",")}`;
  return editCatalogue(deps, { actorId, action: "catalogue-prices-saved", subject }, async (tx) => {
    const itemIds = [...new Set(prices.map((p) => p.itemId))];
    const [products, addons, sets] = await Promise.all([
      tx.select({ id: schema.catalogueProducts.id }).from(schema.catalogueProducts).where(inArray(schema.catalogueProducts.id, itemIds)),
      tx.select({ id: schema.catalogueAddons.id }).from(schema.catalogueAddons).where(inArray(schema.catalogueAddons.id, itemIds)),
      tx.select({ id: schema.cataloguePriceSets.id }).from(schema.cataloguePriceSets),
    ]);
    const known = new Set([...products, ...addons].map((row) => row.id));
    const problems: Record<string, string> = {};
    prices.forEach((price, index) => {
      if (!known.has(price.itemId)) problems[`prices.${index}.itemId`] = `There is no product or add-on "${price.itemId}".`;
      if (!sets.some((set) => set.id === price.priceSetId))
        problems[`prices.${index}.priceSetId`] = `There is no price set "${price.priceSetId}".`;
    });
    throwIfInvalid(problems);

    const p = schema.cataloguePrices;
    const before = [];
    for (const price of prices) {
      const key = and(eq(p.channel, price.channel), eq(p.itemId, price.itemId), eq(p.plan, price.plan), eq(p.priceSetId, price.priceSetId));
      const [old] = await tx.select({ amount: p.amount }).from(p).where(key).limit(1);
      before.push({ ...price, amount: old?.amount ?? null });
      await tx
        .insert(p)
        .values(price)
        .onConflictDoUpdate({ target: [p.channel, p.itemId, p.plan, p.priceSetId], set: { amount: price.amount } });
    }
    return { before, after: prices, result: { saved: prices.length } };
  });
}
