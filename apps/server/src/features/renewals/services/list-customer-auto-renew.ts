import { desc, eq } from "drizzle-orm";
import type { AdminUserOverview } from "@investar/contract/pages/admin-users";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/** The latest debit attempts a customer's back-office page shows: two years of quarterly renewals with their retries. */
const DEBITS_SHOWN = 50;

/**
 * A customer's auto-renew as support sees it (docs/business-rules.md#auto-renew): every mandate they gave,
 * active or ended and why, and the latest debit attempts on them with their charge references and failures.
 */
export async function listCustomerAutoRenew(deps: AppDeps, userId: number): Promise<AdminUserOverview["autoRenew"]> {
  const m = schema.cardMandates;
  const d = schema.mandateDebits;
  const [mandates, debits] = await Promise.all([
    deps.db.select().from(m).where(eq(m.userId, userId)).orderBy(desc(m.createdAt), desc(m.id)),
    deps.db
      .select({ debit: d, kind: m.kind })
      .from(d)
      .innerJoin(m, eq(m.id, d.mandateId))
      .where(eq(d.userId, userId))
      .orderBy(desc(d.dueAt), desc(d.id))
      .limit(DEBITS_SHOWN),
  ]);
  return {
    mandates: mandates.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      currency: row.currency,
      upperLimit: row.upperLimit,
      frequency: row.frequency,
      cardNetwork: row.cardNetwork,
      cardLast4: row.cardLast4,
      cardExpiry: row.cardExpiry,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      endedReason: row.endedReason,
    })),
    debits: debits.map(({ debit, kind }) => ({
      id: debit.id,
      mandateId: debit.mandateId,
      kind,
      periodEnd: debit.expiryDate,
      attempt: debit.attempt,
      dueAt: debit.dueAt.toISOString(),
      amount: debit.amount,
      currency: debit.currency,
      status: debit.status,
      noticeKind: debit.noticeKind,
      noticeSentAt: debit.noticeSentAt.toISOString(),
      chargeRef: debit.chargeRef,
      settledAt: debit.settledAt?.toISOString() ?? null,
      failureReason: debit.failureReason,
    })),
  };
}
