/**
 * The dashboard's subscriptions by edition come from subscription_expiry_counts, kept by triggers on
 * user_subscriptions (ADR 0055#subscriptions-by-expiry): after subscriptions are added one by one and in bulk,
 * renewed, upgraded, lapsed, cancelled and erased with their accounts, and after a rolled-back change, every
 * key's count equals a direct count of the rows, and the dashboard shows the subscriptions in service today.
 */
import { and, gte, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, indiaToday } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { suiteApp, suiteUser } from "./support/suite.ts";

const s = schema.userSubscriptions;
const u = schema.users;

const t = suiteApp();
const admin = suiteUser(t, { role: "Admin" });

type Counts = Record<string, number>;
const key = (row: { kind: string; base_product: string; expiry_date: string }) => `${row.kind}/${row.base_product}/${row.expiry_date}`;

/** Subscribed rows with an expiry date per kind, edition and expiry date, counted over user_subscriptions itself. */
async function directCounts(db: Executor): Promise<Counts> {
  const result = (await db.execute(sql`
    select kind, base_product, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, count(*)::integer as n
    from user_subscriptions where is_subscribed and expiry_date is not null group by 1, 2, 3`)) as unknown as {
    rows: Array<{ kind: string; base_product: string; expiry_date: string; n: number }>;
  };
  return Object.fromEntries(result.rows.map((row) => [key(row), Number(row.n)]));
}

/** The same from the counters (keys that fell to zero are left out, as a direct count has no row for them). */
async function counterCounts(db: Executor): Promise<Counts> {
  const rows = await db.select().from(schema.subscriptionExpiryCounts);
  return Object.fromEntries(
    rows
      .filter((row) => row.subscriptions !== 0)
      .map((row) => [key({ kind: row.kind, base_product: row.baseProduct, expiry_date: row.expiryDate }), row.subscriptions]),
  );
}

/** Accounts of their own, so erasing them takes their subscriptions with them (the foreign key's cascade). */
async function accounts(prefix: string, n: number): Promise<number[]> {
  const rows = await t.db
    .insert(u)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@example.in`, fullName: `Counted ${i}` })))
    .returning({ id: u.id });
  return rows.map((row) => row.id);
}

const subscription = (userId: number, kind: "tool" | "mobile", edition: string, expiryDate: string | null, isSubscribed = true) => ({
  userId,
  kind,
  baseProduct: edition,
  plan: "Quarter" as const,
  expiryDate,
  isSubscribed,
});

describe("subscriptions in service from the counters", () => {
  it("agree with a direct count after single and bulk subscriptions, renewals, upgrades, lapses and erasures", async () => {
    expect(await counterCounts(t.db)).toEqual(await directCounts(t.db));
    const ids = await accounts("expiring", 40);
    await t.db.insert(s).values(subscription(ids[0]!, "tool", "Standard", "2027-01-31"));
    // A trial-only row (no expiry) and one not subscribed are not in service, and not counted.
    await t.db
      .insert(s)
      .values([subscription(ids[1]!, "tool", "Standard", null), subscription(ids[2]!, "tool", "Pro", "2027-01-31", false)]);
    await t.db
      .insert(s)
      .values(
        ids
          .slice(3)
          .map((id, i) =>
            subscription(id, i % 4 === 0 ? "mobile" : "tool", i % 2 === 0 ? "Standard" : "Pro", addDays("2027-01-01", i % 5)),
          ),
      );
    expect(await counterCounts(t.db)).toEqual(await directCounts(t.db));

    // Renewed (expiry moved), upgraded (edition changed), lapsed (unsubscribed), paid at last (expiry set), and an
    // update of other columns, which writes no counter.
    await t.db
      .update(s)
      .set({ expiryDate: "2027-04-30" })
      .where(inArray(s.userId, ids.slice(3, 8)));
    await t.db
      .update(s)
      .set({ baseProduct: "Pro" })
      .where(inArray(s.userId, [ids[0]!, ids[9]!]));
    await t.db
      .update(s)
      .set({ isSubscribed: false })
      .where(inArray(s.userId, ids.slice(10, 14)));
    await t.db
      .update(s)
      .set({ expiryDate: "2027-02-28" })
      .where(inArray(s.userId, [ids[1]!]));
    await t.db.update(s).set({ changesMade: 1 }).where(inArray(s.userId, ids));
    expect(await counterCounts(t.db)).toEqual(await directCounts(t.db));

    // A subscription deleted on its own, and accounts erased in bulk with theirs (ADR 0056).
    await t.db.delete(s).where(inArray(s.userId, [ids[15]!]));
    await t.db.delete(u).where(like(u.email, "expiring2%"));
    expect(await counterCounts(t.db)).toEqual(await directCounts(t.db));
  });

  it("a rolled-back change leaves the counters as they were", async () => {
    const before = await counterCounts(t.db);
    const [id] = await accounts("abandoned", 1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(s).values(subscription(id!, "tool", "Standard", "2027-03-31"));
        await tx.update(s).set({ expiryDate: "2027-09-30" }).where(gte(s.expiryDate, "2027-01-01"));
        expect(await counterCounts(tx)).toEqual(await directCounts(tx));
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect(await counterCounts(t.db)).toEqual(before);
    expect(before).toEqual(await directCounts(t.db));
  });

  it("the dashboard's subscriptions by edition are those in service today, counted directly", async () => {
    const today = indiaToday(new Date());
    const ids = await accounts("today", 6);
    // Ending today is still in service; ending yesterday is not.
    await t.db
      .insert(s)
      .values([
        subscription(ids[0]!, "tool", "Standard", today),
        subscription(ids[1]!, "tool", "Standard", addDays(today, -1)),
        subscription(ids[2]!, "mobile", "Standard", addDays(today, 30)),
        subscription(ids[3]!, "tool", "Pro", addDays(today, 90)),
        subscription(ids[4]!, "tool", "Pro", addDays(today, 90), false),
      ]);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/GetAdminDashboard", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const direct = await t.db
      .select({ kind: s.kind, edition: s.baseProduct, count: sql<number>`count(*)::integer`.mapWith(Number) })
      .from(s)
      .where(and(sql`${s.isSubscribed}`, gte(s.expiryDate, today)))
      .groupBy(s.kind, s.baseProduct)
      .orderBy(s.kind, s.baseProduct);
    expect((response.json() as { activeSubscriptions: unknown }).activeSubscriptions).toEqual(direct);
    expect(direct.length).toBeGreaterThan(0);
  });
});
