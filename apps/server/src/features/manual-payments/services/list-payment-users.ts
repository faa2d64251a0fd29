import { and, count, desc, eq, max, ne, sql } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, pageWindow } from "@investar/core";
import type { ManualPaymentUsersPage } from "@investar/contract/pages/manual-payments";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { gatewayFor } from "./payment-rows.ts";

/**
 * GetUserIdsForManualPayment: the customers who have manual payments (or card payments, with
 * isManualPayment false), those with payments waiting first, then the most recent; 10 a page.
 */
export async function listPaymentUsers(deps: AppDeps, isManualPayment: boolean, requestedPage: number): Promise<ManualPaymentUsersPage> {
  const o = schema.orders;
  const u = schema.users;
  // A "created" order was never handed over (an abandoned card checkout, a submission that failed): not a payment.
  const where = and(eq(o.gateway, gatewayFor(isManualPayment)), ne(o.status, "created"));
  const [counted] = await deps.db
    .select({ n: sql<number>`count(distinct ${o.userId})::int` })
    .from(o)
    .where(where);
  const total = counted?.n ?? 0;
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const pendingCount = sql<number>`count(*) filter (where ${o.status} = 'pending')::int`;
  const lastPaymentAt = max(o.createdAt);
  const rows = await deps.db
    .select({ userId: u.id, name: u.fullName, email: u.email, pendingCount, paymentCount: count(), lastPaymentAt })
    .from(o)
    .innerJoin(u, eq(u.id, o.userId))
    .where(where)
    .groupBy(u.id, u.fullName, u.email)
    .orderBy(desc(pendingCount), desc(lastPaymentAt), desc(u.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  return {
    users: rows.map((row) => ({ ...row, lastPaymentAt: (row.lastPaymentAt ?? new Date(0)).toISOString() })),
    total,
    page: pager.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
