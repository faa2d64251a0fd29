import { and, eq, sql } from "drizzle-orm";
import type { PendingManualPaymentCounts } from "@investar/contract/pages/manual-payments";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/** The admin landing page's figures: manual payments waiting for activation, and how many customers sent them. */
export async function countPendingManualPayments(deps: AppDeps): Promise<PendingManualPaymentCounts> {
  const o = schema.orders;
  const [row] = await deps.db
    .select({ pendingPayments: sql<number>`count(*)::int`, usersWaiting: sql<number>`count(distinct ${o.userId})::int` })
    .from(o)
    .where(and(eq(o.gateway, "ManualPayment"), eq(o.status, "pending")));
  return { pendingPayments: row?.pendingPayments ?? 0, usersWaiting: row?.usersWaiting ?? 0 };
}
