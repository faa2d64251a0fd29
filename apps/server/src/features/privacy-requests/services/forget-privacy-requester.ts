import { and, eq, inArray } from "drizzle-orm";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";

/**
 * For the erasure of an account (ADR 0051): its open erasure request is done, with that in its history; its privacy
 * requests keep their reference, kind, dates and outcome, and lose whose they were and what they said; its
 * nomination goes. Runs in the erasure's transaction, for one account or a batch of them (ADR 0056).
 */
export async function forgetPrivacyRequester(tx: Transaction, userIds: readonly number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...userIds];
  const r = schema.privacyRequests;
  const done = await tx
    .update(r)
    .set({ state: "done", closedAt: now, updatedAt: now })
    .where(and(inArray(r.userId, ids), eq(r.kind, "erasure"), inArray(r.state, ["new", "in-progress"])))
    .returning({ id: r.id, state: r.state });
  for (const request of done)
    await tx.insert(schema.privacyRequestEvents).values({
      requestId: request.id,
      at: now,
      actorId: null,
      action: "state",
      toState: "done",
      note: "The account's personal data was erased when its 7 days to change one's mind had passed.",
    });
  await tx
    .update(schema.privacyRequests)
    .set({ userId: null, email: null, name: null, details: {} })
    .where(inArray(schema.privacyRequests.userId, ids));
  await tx.delete(schema.privacyNominations).where(inArray(schema.privacyNominations.userId, ids));
}
