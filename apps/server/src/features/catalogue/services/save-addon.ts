import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { storedHindi } from "./addon-row.ts";
import { editCatalogue } from "./edit-catalogue.ts";

export interface AddonInput {
  id: string;
  name: string;
  /** Blank or null: Hindi pages show `name` (docs/adr/0062-hindi-content-texts.md). */
  nameHi: string | null;
  isDataAddon: boolean;
  needsDataAddon: boolean;
  requiresAddonId: string | null;
  /** The desktop editions it may be bought with (productWiseAddonsList). */
  products: string[];
}

/** Adds an add-on or changes one, with the editions it is sold with. Its prices are set with savePrices. */
export async function saveAddon(deps: AppDeps, actorId: number, input: AddonInput): Promise<{ id: string }> {
  return editCatalogue(deps, { actorId, action: "catalogue-addon-saved", subject: `addon:${input.id}` }, async (tx) => {
    const a = schema.catalogueAddons;
    const l = schema.catalogueProductAddons;
    const [products, addons] = await Promise.all([
      tx.select({ id: schema.catalogueProducts.id }).from(schema.catalogueProducts),
      tx.select().from(a),
    ]);
    const unknown = input.products.filter((id) => !products.some((p) => p.id === id));
    throwIfInvalid({
      products: unknown.length > 0 ? `Unknown products: ${unknown.join(", ")}.` : null,
      requiresAddonId:
        input.requiresAddonId === null
          ? null
          : input.requiresAddonId === input.id
            ? "An add-on can't require itself."
            : addons.some((x) => x.id === input.requiresAddonId)
              ? null
              : `There is no add-on "${input.requiresAddonId}".`,
    });
    const old = addons.find((x) => x.id === input.id) ?? null;
    const oldLinks = await tx
      .select()
      .from(l)
      .where(and(eq(l.channel, "tool"), eq(l.addonId, input.id)));
    const { products: links, ...fields } = input;
    const row = { ...fields, nameHi: storedHindi(fields.nameHi) };
    await tx
      .insert(a)
      .values({ ...row, sortOrder: old?.sortOrder ?? addons.length + 1 })
      .onConflictDoUpdate({ target: a.id, set: row });
    await tx.delete(l).where(and(eq(l.channel, "tool"), eq(l.addonId, input.id)));
    if (links.length > 0)
      await tx
        .insert(l)
        .values(links.map((productId, index) => ({ channel: "tool" as const, productId, addonId: input.id, sortOrder: 100 + index })));
    return {
      before: old && { ...old, products: oldLinks.map((x) => x.productId) },
      after: { ...input, nameHi: row.nameHi },
      result: { id: input.id },
    };
  });
}
