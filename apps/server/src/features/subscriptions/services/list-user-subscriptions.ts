import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export type SubscriptionHistoryRow = typeof schema.subscriptionHistory.$inferSelect & { orderNumber: string };

/** GetUsersSubscriptions: every activated order's result, newest first, with its order number. */
export async function listUserSubscriptions(deps: AppDeps, userId: number): Promise<SubscriptionHistoryRow[]> {
  const h = schema.subscriptionHistory;
  const rows = await deps.db
    .select({ history: h, orderNumber: schema.orders.orderNumber })
    .from(h)
    .innerJoin(schema.orders, eq(schema.orders.id, h.orderId))
    .where(eq(h.userId, userId))
    .orderBy(desc(h.createdAt), desc(h.id));
  return rows.map(({ history, orderNumber }) => ({ ...history, orderNumber }));
}
