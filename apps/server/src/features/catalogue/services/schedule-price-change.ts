import { eq, inArray } from "drizzle-orm";
import { indiaToday, type IsoDate } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { editCatalogue } from "./edit-catalogue.ts";
import { priceChangeTargets } from "./price-change-targets.ts";
import type { PriceInput } from "./save-prices.ts";

/**
 * A price change that goes live on a later day (docs/business-rules.md#catalogue-change-review): written to
 * that day's dated price set of each currency — made first, as a copy of the set then in effect, when there
 * is none — so new purchases are priced by it from that day and not before (ADR 0024). One transaction,
 * audited with the prices before and after.
 */
export async function schedulePriceChange(
  deps: AppDeps,
  actorId: number,
  input: { prices: PriceInput[]; effectiveFrom: IsoDate },
): Promise<{ saved: number; priceSets: string[]; effectiveFrom: string }> {
  const today = indiaToday(deps.now());
  return editCatalogue(
    deps,
    { actorId, action: "catalogue-price-change-scheduled", subject: `prices:${input.effectiveFrom}` },
    async (tx) => {
      const s = schema.cataloguePriceSets;
      const p = schema.cataloguePrices;
      // Locks the sets, so two admins scheduling for the same day can't both make its set.
      await tx.select({ id: s.id }).from(s).for("update");
      const { rows, newSets } = await priceChangeTargets(tx, input.prices, input.effectiveFrom, today);
      const count = (await tx.select({ id: s.id }).from(s)).length;
      for (const [index, set] of newSets.entries()) {
        await tx.insert(s).values({ id: set.id, currency: set.currency, effectiveFrom: set.effectiveFrom, sortOrder: count + index + 1 });
        const source = await tx.select().from(p).where(eq(p.priceSetId, set.copiedFrom));
        if (source.length > 0) await tx.insert(p).values(source.map((row) => ({ ...row, priceSetId: set.id })));
      }
      for (const { price } of rows)
        await tx
          .insert(p)
          .values(price)
          .onConflictDoUpdate({ target: [p.channel, p.itemId, p.plan, p.priceSetId], set: { amount: price.amount } });
      const priceSets = [...new Set(rows.map((row) => row.targetSetId))];
      const written = await tx.select({ id: s.id }).from(s).where(inArray(s.id, priceSets));
      return {
        before: rows.map((row) => ({ ...row.price, amount: row.before })),
        after: { prices: rows.map((row) => row.price), effectiveFrom: input.effectiveFrom, newPriceSets: newSets },
        result: { saved: rows.length, priceSets: written.map((set) => set.id), effectiveFrom: input.effectiveFrom },
      };
    },
  );
}
