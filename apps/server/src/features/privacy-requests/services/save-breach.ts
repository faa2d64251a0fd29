import { eq } from "drizzle-orm";
import { breachInput, breachReference, type BreachInput } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound, parseOrThrow } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";

export const NO_SUCH_BREACH = "There is no such breach record.";

/**
 * Staff record a personal-data breach, or bring its record up to date as they learn more (ADR 0051, DPDP Rules r. 7):
 * every save is in the audit log with its before and after, so the record the Board gets can be traced.
 */
export async function saveBreach(deps: AppDeps, actorId: number, input: BreachInput): Promise<{ id: number; reference: string }> {
  const { id, ...fields } = parseOrThrow(breachInput, input);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const breaches = schema.privacyBreaches;
    const discoveredAt = new Date(fields.discoveredAt);
    let before: Record<string, unknown> | null = null;
    let savedId: number;
    if (id === undefined) {
      const [row] = await tx
        .insert(breaches)
        .values({ fields, discoveredAt, recordedAt: now, recordedBy: actorId, updatedAt: now })
        .returning({ id: breaches.id });
      savedId = row!.id;
    } else {
      const [row] = await tx.select().from(breaches).where(eq(breaches.id, id)).for("update");
      if (!row) throw notFound(NO_SUCH_BREACH);
      before = row.fields;
      await tx.update(breaches).set({ fields, discoveredAt, updatedAt: now }).where(eq(breaches.id, id));
      savedId = id;
    }
    const reference = breachReference(savedId);
    await writeAudit(tx, {
      actorId,
      action: "privacy-breach",
      subject: `privacy-breach:${reference}`,
      details: { before, after: fields },
      at: now,
    });
    return { id: savedId, reference };
  });
}
