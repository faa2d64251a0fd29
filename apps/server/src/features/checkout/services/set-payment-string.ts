import { and, desc, eq, lte, notInArray } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import {
  PAYMENT_STRING_TTL_MS,
  PAYMENT_STRINGS_PER_USER,
  toPaymentDetailString,
  type PaymentDetailString,
} from "./payment-detail-strings.ts";

/**
 * GET payment/SetPaymentString: parks the caller's string under `stringId` (replacing one saved under the
 * same id) for a day, and drops the caller's expired strings and those beyond the newest ten. The route
 * has validated id and size; the owner is always the caller.
 */
export async function setPaymentString(deps: AppDeps, userId: number, stringId: string, value: string): Promise<PaymentDetailString> {
  const t = schema.paymentDetailStrings;
  const savedAt = deps.now();
  const row = { value, savedAt, expiresAt: new Date(savedAt.getTime() + PAYMENT_STRING_TTL_MS) };
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(t)
      .values({ userId, stringId, ...row })
      .onConflictDoUpdate({ target: [t.userId, t.stringId], set: row });
    await tx.delete(t).where(and(eq(t.userId, userId), lte(t.expiresAt, savedAt)));
    const kept = tx
      .select({ id: t.stringId })
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(desc(t.savedAt), desc(t.stringId))
      .limit(PAYMENT_STRINGS_PER_USER);
    await tx.delete(t).where(and(eq(t.userId, userId), notInArray(t.stringId, kept)));
    return toPaymentDetailString({ stringId, ...row });
  });
}
