import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { storedHindi } from "./addon-row.ts";
import { editCatalogue } from "./edit-catalogue.ts";

/** Replaces the standalone price list (INR, minor units) with `items`, in their order. */
export async function saveStandalonePrices(
  deps: AppDeps,
  actorId: number,
  items: Array<{ name: string; nameHi: string | null; price: number }>,
): Promise<{ saved: number }> {
  return editCatalogue(deps, { actorId, action: "catalogue-standalone-prices-saved", subject: "standalone-prices" }, async (tx) => {
    const s = schema.catalogueStandalonePrices;
    const before = await tx.select({ name: s.name, nameHi: s.nameHi, price: s.price }).from(s);
    const after = items.map((item) => ({ ...item, nameHi: storedHindi(item.nameHi) }));
    await tx.delete(s);
    if (after.length > 0) await tx.insert(s).values(after.map((item, index) => ({ ...item, sortOrder: index + 1 })));
    return { before, after, result: { saved: after.length } };
  });
}
