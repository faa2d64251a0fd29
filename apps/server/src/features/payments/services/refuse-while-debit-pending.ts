import { and, eq, inArray } from "drizzle-orm";
import { DEBIT_PENDING_CODE, debitPendingMessage, formatMoney, type OrderTarget } from "@investar/core";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import { AppError } from "../../../errors.ts";

/**
 * docs/business-rules.md#auto-renew-odd-states: no purchase for a subscription (a plan change, an upgrade,
 * a renewal by hand, by any way of paying) while a debit on its mandate is being charged, so one period is
 * never paid twice. Run under the customer's row lock in the transaction that records the order; the
 * renewal pass claims a debit under the same lock (chargeMandateDebit), so the two cannot cross.
 */
export async function refuseWhileDebitPending(tx: Transaction, userId: number, target: OrderTarget): Promise<void> {
  if (target !== "tool" && target !== "mobile") return;
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
  const d = schema.mandateDebits;
  const m = schema.cardMandates;
  const [pending] = await tx
    .select({ amount: d.amount, currency: d.currency })
    .from(d)
    .innerJoin(m, eq(m.id, d.mandateId))
    .where(and(eq(d.userId, userId), eq(m.kind, target), inArray(d.status, ["charging"])))
    .limit(1);
  if (pending) throw new AppError(DEBIT_PENDING_CODE, debitPendingMessage(formatMoney(pending.amount, pending.currency)), { status: 409 });
}
