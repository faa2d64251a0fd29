import { and, desc, eq, gt } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { toPaymentDetailString, type PaymentDetailString } from "./payment-detail-strings.ts";

/**
 * POST payment/GetUsersPaymentDetailString: the user's string saved under `stringId`, or without an id
 * the newest one still pending (null when there is none). Reading does not use it up: the return page
 * may be reloaded and must show the same thing.
 */
export async function getPaymentDetailString(
  deps: AppDeps,
  userId: number,
  stringId: string | undefined,
): Promise<PaymentDetailString | null> {
  const t = schema.paymentDetailStrings;
  const [row] = await deps.db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), gt(t.expiresAt, deps.now()), stringId === undefined ? undefined : eq(t.stringId, stringId)))
    .orderBy(desc(t.savedAt), desc(t.stringId))
    .limit(1);
  if (!row) {
    if (stringId !== undefined) throw notFound("There are no pending payment details under this id; they may have expired.");
    return null;
  }
  return toPaymentDetailString(row);
}
