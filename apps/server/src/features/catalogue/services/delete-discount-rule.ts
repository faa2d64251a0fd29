import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { editCatalogue } from "./edit-catalogue.ts";

/** Deletes a published rule; customers' own discounts (user_discounts) are not touched. */
export async function deleteDiscountRule(deps: AppDeps, actorId: number, id: string): Promise<{ deleted: true }> {
  return editCatalogue(deps, { actorId, action: "catalogue-discount-rule-deleted", subject: `discount-rule:${id}` }, async (tx) => {
    const r = schema.catalogueDiscountRules;
    const [before] = await tx.delete(r).where(eq(r.id, id)).returning();
    if (!before) throw notFound(`There is no discount rule ${id}.`);
    return { before, after: null, result: { deleted: true as const } };
  });
}
