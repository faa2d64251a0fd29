import { and, eq } from "drizzle-orm";
import { datedPriceSetId, indiaToday, newPriceSetProblems, priceSetInEffect, type Currency, type IsoDate } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { editCatalogue } from "./edit-catalogue.ts";

/**
 * A dated price set: from `effectiveFrom` new purchases in its currency are priced at it, while
 * subscribers in service keep the set they bought at (ADR 0024). It starts as a copy of the set in
 * effect today, so it prices everything sold; the admin then changes the prices that move.
 */
export async function addPriceSet(
  deps: AppDeps,
  actorId: number,
  input: { currency: Currency; effectiveFrom: IsoDate },
): Promise<{ id: string; copiedFrom: string; prices: number }> {
  const id = datedPriceSetId(input.currency, input.effectiveFrom);
  return editCatalogue(deps, { actorId, action: "catalogue-price-set-added", subject: `price-set:${id}` }, async (tx) => {
    const s = schema.cataloguePriceSets;
    // Locks the currency's sets, so two admins adding one on the same day can't both pass the check.
    const sets = await tx.select().from(s).where(eq(s.currency, input.currency)).for("update");
    throwIfInvalid(newPriceSetProblems(sets, input, indiaToday(deps.now())));
    const copiedFrom = priceSetInEffect(sets, input.currency, indiaToday(deps.now()));
    await tx.insert(s).values({ id, currency: input.currency, effectiveFrom: input.effectiveFrom, sortOrder: sets.length + 1 });
    const p = schema.cataloguePrices;
    const source = await tx
      .select()
      .from(p)
      .where(and(eq(p.priceSetId, copiedFrom)));
    if (source.length > 0) await tx.insert(p).values(source.map((row) => ({ ...row, priceSetId: id })));
    const after = { id, currency: input.currency, effectiveFrom: input.effectiveFrom, copiedFrom };
    return { before: null, after, result: { id, copiedFrom, prices: source.length } };
  });
}
