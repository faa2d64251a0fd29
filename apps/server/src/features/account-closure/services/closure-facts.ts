import { and, eq, gte, inArray, ne, or } from "drizzle-orm";
import {
  daysBoughtBy,
  indiaToday,
  mayCloseOwnAccount,
  refundPosition,
  unusedValue,
  type Currency,
  type IsoDate,
  type UnusedValue,
} from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { walletBalances } from "../../wallet/index.ts";

/** A paid order whose days are still partly ahead: what closing the account with a refund gives back of it. */
export interface RunningPeriod {
  kind: "tool" | "mobile";
  orderId: number;
  orderNumber: string;
  currency: Currency;
  firstDay: IsoDate;
  lastDay: IsoDate;
  unused: UnusedValue;
}

export interface ClosureFacts {
  userId: number;
  email: string;
  name: string;
  /** users.language: the closing mail is written in it (ADR 0060). */
  language: string;
  hasPassword: boolean;
  closed: boolean;
  mayClose: boolean;
  /** Orders and refunds still on their way: closing waits for them (docs/business-rules.md#account-closure). */
  paymentsInFlight: number;
  periods: RunningPeriod[];
  activeMandates: number[];
  /** Cash credit left in the wallet, per currency (minor units). */
  cashCredit: Record<Currency, number>;
}

/**
 * Everything closing an account depends on, as of `now`: read by the page to say exactly what will happen,
 * and again inside the closing transaction (after the user's row is locked) to do it.
 */
export async function closureFacts(db: Executor, userId: number, now: Date): Promise<ClosureFacts | null> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!user) return null;
  const today = indiaToday(now);
  const m = schema.cardMandates;
  const mandates = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.userId, userId), eq(m.status, "active")));
  const balances = await walletBalances(db, userId);
  return {
    userId,
    email: user.email,
    name: user.fullName,
    language: user.language,
    hasPassword: user.passwordHash !== null,
    closed: user.closedAt !== null,
    mayClose: mayCloseOwnAccount(user.role),
    paymentsInFlight: await paymentsInFlight(db, userId),
    periods: await runningPeriods(db, userId, today),
    activeMandates: mandates.map((row) => row.id),
    cashCredit: { INR: balances.byCurrency.INR.cash, USD: balances.byCurrency.USD.cash },
  };
}

/** The paid orders (money, not credits) whose bought days are not all behind `today`, capped at the expiry held now. */
async function runningPeriods(db: Executor, userId: number, today: IsoDate): Promise<RunningPeriod[]> {
  const s = schema.userSubscriptions;
  const held = await db
    .select({ kind: s.kind, expiry: s.expiryDate })
    .from(s)
    .where(and(eq(s.userId, userId), gte(s.expiryDate, today)));
  if (held.length === 0) return [];
  const h = schema.subscriptionHistory;
  const o = schema.orders;
  const bought = await db
    .select({ history: h, order: o })
    .from(h)
    .innerJoin(o, eq(o.id, h.orderId))
    .where(
      and(
        eq(h.userId, userId),
        gte(h.expiryDate, today),
        or(eq(o.status, "paid"), eq(o.status, "partially-refunded")),
        ne(o.gateway, "ChangeSub"),
      ),
    );
  const orderIds = bought.map((row) => row.order.id);
  const refunds = orderIds.length ? await db.select().from(schema.orderRefunds).where(inArray(schema.orderRefunds.orderId, orderIds)) : [];
  const periods: RunningPeriod[] = [];
  for (const { history, order } of bought) {
    const expiryHeld = held.find((row) => row.kind === history.kind)?.expiry;
    if (!expiryHeld) continue;
    const days = daysBoughtBy({
      activatedOn: indiaToday(history.createdAt),
      previousExpiry: history.previousExpiryDate,
      expiry: history.expiryDate,
    });
    const lastDay = days.lastDay < expiryHeld ? days.lastDay : expiryHeld;
    const position = refundPosition(
      order.amount,
      refunds.filter((refund) => refund.orderId === order.id),
    );
    const unused = unusedValue({ refundable: position.left, currency: order.currency, firstDay: days.firstDay, lastDay }, today);
    if (unused.daysUnused > 0)
      periods.push({
        kind: history.kind,
        orderId: order.id,
        orderNumber: order.orderNumber,
        currency: order.currency,
        firstDay: days.firstDay,
        lastDay,
        unused,
      });
  }
  return periods.sort((a, b) => a.orderId - b.orderId);
}

/**
 * The account's payments and refunds still on their way (an order awaiting the gateway, a refund not yet settled):
 * a closing is refused and an erasure held while there is one (docs/business-rules.md#account-closure).
 */
export async function paymentsInFlight(db: Executor, userId: number): Promise<number> {
  const o = schema.orders;
  const inFlightOrders = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.userId, userId), eq(o.status, "pending")));
  const r = schema.orderRefunds;
  const inFlightRefunds = await db
    .select({ id: r.id })
    .from(r)
    .innerJoin(o, eq(o.id, r.orderId))
    .where(and(eq(o.userId, userId), inArray(r.status, ["requested", "pending"])));
  return inFlightOrders.length + inFlightRefunds.length;
}
