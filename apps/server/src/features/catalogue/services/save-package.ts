import { and, eq, ne } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound, throwIfInvalid } from "../../../errors.ts";
import { storedHindi } from "./addon-row.ts";
import { editCatalogue } from "./edit-catalogue.ts";

export interface PackageInput {
  /** Absent: a new package. */
  id?: number;
  channel: schema.CatalogueChannel;
  name: string;
  /** Blank or null: Hindi pages show `name` (docs/adr/0062-hindi-content-texts.md). */
  nameHi: string | null;
  baseProduct: string;
  addons: string[];
  flag: string | null;
  flagHi: string | null;
  isDefault: boolean;
}

/** Adds or changes a ready-made bundle. Its items must be sold together on its channel; one default per channel. */
export async function savePackage(deps: AppDeps, actorId: number, input: PackageInput): Promise<{ id: number }> {
  return editCatalogue(deps, { actorId, action: "catalogue-package-saved", subject: `package:${input.id ?? "new"}` }, async (tx) => {
    const k = schema.cataloguePackages;
    const l = schema.catalogueProductAddons;
    const allowed = await tx
      .select({ addonId: l.addonId })
      .from(l)
      .where(and(eq(l.channel, input.channel), eq(l.productId, input.baseProduct)));
    const [product] = await tx.select().from(schema.catalogueProducts).where(eq(schema.catalogueProducts.id, input.baseProduct)).limit(1);
    const notSold = input.addons.filter((id) => !allowed.some((row) => row.addonId === id));
    throwIfInvalid({
      baseProduct: product ? null : `There is no product "${input.baseProduct}".`,
      addons:
        product && notSold.length > 0
          ? `${product.name} isn't sold with ${notSold.join(", ")} on the ${input.channel === "tool" ? "desktop" : "mobile"} channel.`
          : null,
    });
    const before = input.id === undefined ? null : ((await tx.select().from(k).where(eq(k.id, input.id)).limit(1))[0] ?? null);
    if (input.id !== undefined && !before) throw notFound(`There is no package ${input.id}.`);
    const { id, ...fields } = input;
    const row = { ...fields, nameHi: storedHindi(fields.nameHi), flagHi: storedHindi(fields.flagHi) };
    if (row.isDefault)
      await tx
        .update(k)
        .set({ isDefault: false })
        .where(and(eq(k.channel, row.channel), id === undefined ? undefined : ne(k.id, id)));
    const [saved] =
      id === undefined
        ? await tx.insert(k).values(row).returning({ id: k.id })
        : await tx.update(k).set(row).where(eq(k.id, id)).returning({ id: k.id });
    return { before, after: { ...row, id: saved!.id }, result: { id: saved!.id } };
  });
}
