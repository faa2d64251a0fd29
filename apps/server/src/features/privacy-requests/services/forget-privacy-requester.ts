import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";

/**
 * For the erasure of an account (ADR 0051): its privacy requests keep their reference, kind, dates and outcome, and
 * lose whose they were and what they said; its nomination goes. Runs in the erasure's transaction.
 */
export async function forgetPrivacyRequester(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(schema.privacyRequests)
    .set({ userId: null, email: null, name: null, details: {} })
    .where(eq(schema.privacyRequests.userId, userId));
  await tx.delete(schema.privacyNominations).where(eq(schema.privacyNominations.userId, userId));
}
