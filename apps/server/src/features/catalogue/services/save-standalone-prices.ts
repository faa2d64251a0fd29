import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { editCatalogue } from "./edit-catalogue.ts";

/** Replaces the standalone price list (INR, minor units) with `items`, in their order. */
export async function saveStandalonePrices(
  deps: AppDeps,
  actorId: number,
  items: Array<{ name: string; price: number }>,
): Promise<{ saved: number }> {
  return editCatalogue(deps, { actorId, action: "catalogue-standalone-prices-saved", subject: "standalone-prices" }, async (tx) => {
    const s = schema.catalogueStandalonePrices;
    const before = await tx.select({ name: s.name, price: s.price }).from(s);
    await tx.delete(s);
    if (items.length > 0) await tx.insert(s).values(items.map((item, index) => ({ ...item, sortOrder: index + 1 })));
    return { before, after: items, result: { saved: items.length } };
  });
}
