import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { editCatalogue } from "./edit-catalogue.ts";

/** Removes a bundle from the pricing pages. The desktop channel keeps at least one (the catalogue needs a default package). */
export async function deletePackage(deps: AppDeps, actorId: number, id: number): Promise<{ deleted: true }> {
  return editCatalogue(deps, { actorId, action: "catalogue-package-deleted", subject: `package:${id}` }, async (tx) => {
    const k = schema.cataloguePackages;
    const [before] = await tx.select().from(k).where(eq(k.id, id)).limit(1);
    if (!before) throw notFound(`There is no package ${id}.`);
    const sameChannel = await tx.select({ id: k.id }).from(k).where(eq(k.channel, before.channel));
    if (before.channel === "tool" && sameChannel.length <= 1)
      throw badRequest("The desktop software needs at least one package; add another before deleting this one.", {
        id: ["The last desktop package can't be deleted."],
      });
    await tx.delete(k).where(eq(k.id, id));
    return { before, after: null, result: { deleted: true as const } };
  });
}
