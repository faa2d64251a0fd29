import { and, count, eq, inArray } from "drizzle-orm";
import { limitRules, MAX_OPEN_CARD_ORDERS, openCardOrdersMessage } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import { takeLimits } from "../../messaging/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

/**
 * ADR 0015, run in the transaction that records a new card order: the customer's checkouts are rate
 * limited (429), and at most MAX_OPEN_CARD_ORDERS may be created or pending at once (409). The customer's
 * row lock makes the count and the insert one step, so parallel checkouts cannot open a sixth.
 */
export async function guardCardCheckout(deps: AppDeps, tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
  const o = schema.orders;
  const [open] = await tx
    .select({ n: count() })
    .from(o)
    .where(and(eq(o.userId, userId), eq(o.gateway, "CCAvenue"), inArray(o.status, ["created", "pending"])));
  if ((open?.n ?? 0) >= MAX_OPEN_CARD_ORDERS) throw conflict(openCardOrdersMessage());
  await takeLimits(tx, deps.now(), [{ rule: limitRules.checkoutsPerAccount, key: `user:${userId}` }]);
}
