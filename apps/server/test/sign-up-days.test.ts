/**
 * The dashboard's sign-ups and trials come from sign_up_days, kept by triggers on users (ADR 0063): after accounts
 * are made one by one and in bulk either side of India midnight, given a trial, moved, erased, and after a
 * rolled-back sign-up, every day's counts equal a direct count of the accounts, and the dashboard shows them. The
 * trials that converted follow the first paid desktop or mobile order (ADR 0063#trial-conversions) and equal a direct
 * count over orders.
 */
import { count, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema, type Executor } from "@investar/db";
import { suiteApp, suiteUser } from "./support/suite.ts";

const u = schema.users;

const t = suiteApp();
const admin = suiteUser(t, { role: "Admin" });

type Days = Record<string, { signUps: number; trials: number; converted: number }>;

/**
 * Accounts, trials and the trials whose customer has paid for a desktop or mobile subscription per India day of
 * created_at, counted over users and their orders themselves.
 */
async function directDays(db: Executor): Promise<Days> {
  const result = (await db.execute(sql`
    select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, count(*)::integer as sign_ups,
      count(trial_ends_at)::integer as trials,
      count(*) filter (where trial_ends_at is not null and exists (select 1 from orders o where o.user_id = users.id
        and o.amount > 0 and o.status in ('paid', 'refunded', 'partially-refunded') and o.target in ('tool', 'mobile')))::integer as converted
    from users group by 1`)) as unknown as { rows: Array<{ day: string; sign_ups: number; trials: number; converted: number }> };
  return Object.fromEntries(
    result.rows.map((row) => [row.day, { signUps: Number(row.sign_ups), trials: Number(row.trials), converted: Number(row.converted) }]),
  );
}

/** The same from the counters (days that fell to zero are left out, as a direct count has no row for them). */
async function counterDays(db: Executor): Promise<Days> {
  const rows = await db.select().from(schema.signUpDays);
  return Object.fromEntries(
    rows
      .filter((row) => row.signUps !== 0 || row.trials !== 0 || row.converted !== 0)
      .map((row) => [row.day, { signUps: row.signUps, trials: row.trials, converted: row.converted }]),
  );
}

const account = (n: number, at: Date, trial: boolean) => ({
  email: `counted${n}@example.in`,
  fullName: `Counted ${n}`,
  createdAt: at,
  trialEndsAt: trial ? new Date(at.getTime() + 7 * 86_400_000) : null,
});

describe("sign-ups and trials per day from the counters", () => {
  it("agree with a direct count after single and bulk sign-ups around India midnight, trials, moves and erasures", async () => {
    expect(await counterDays(t.db)).toEqual(await directDays(t.db));
    // 23:59:59 and 00:00 in India are different days though both are 18:29/18:30 UTC of the same UTC day.
    await t.db.insert(u).values(account(1, new Date("2026-03-01T18:29:59Z"), true));
    await t.db.insert(u).values(account(2, new Date("2026-03-01T18:30:00Z"), false));
    await t.db
      .insert(u)
      .values(Array.from({ length: 60 }, (_, n) => account(100 + n, new Date(Date.UTC(2026, 1, 27) + n * 3_600_000), n % 3 === 0)));
    expect(await counterDays(t.db)).toEqual(await directDays(t.db));

    // A trial given after sign-up, one taken away, an account's date moved; an update of other columns changes nothing.
    await t.db
      .update(u)
      .set({ trialEndsAt: new Date("2026-03-20T00:00:00Z") })
      .where(inArray(u.email, ["counted2@example.in", "counted101@example.in"]));
    await t.db
      .update(u)
      .set({ trialEndsAt: null })
      .where(inArray(u.email, ["counted1@example.in"]));
    await t.db
      .update(u)
      .set({ createdAt: new Date("2026-04-01T10:00:00Z") })
      .where(inArray(u.email, ["counted103@example.in", "counted104@example.in"]));
    await t.db.update(u).set({ city: "Pune" }).where(like(u.email, "counted1%"));
    expect(await counterDays(t.db)).toEqual(await directDays(t.db));

    // Erasure deletes accounts in bulk (ADR 0056).
    await t.db.delete(u).where(like(u.email, "counted12%"));
    await t.db.delete(u).where(inArray(u.email, ["counted2@example.in"]));
    expect(await counterDays(t.db)).toEqual(await directDays(t.db));
  });

  it("count a trial as converted from its first paid desktop or mobile order, once, whichever way it was paid", async () => {
    const [trial, other, late] = await t.db
      .insert(u)
      .values([
        account(700, new Date("2026-05-10T06:00:00Z"), true),
        account(701, new Date("2026-05-10T07:00:00Z"), true),
        account(702, new Date("2026-05-11T07:00:00Z"), false),
      ])
      .returning({ id: u.id });
    let made = 0;
    // What was sold is not read by the counters: an empty quote stands for it.
    const order = (userId: number, fields: Partial<typeof schema.orders.$inferInsert>) =>
      t.db
        .insert(schema.orders)
        .values({
          orderNumber: `CONV-${++made}`,
          userId,
          gateway: "CCAvenue",
          currency: "INR",
          amount: 118_000,
          quote: {} as never,
          ...fields,
        })
        .returning({ id: schema.orders.id })
        .then(([row]) => row!.id);
    // Not a conversion: an order not yet paid, a free one, a webinar seat.
    const pending = await order(trial!.id, { status: "created" });
    await order(trial!.id, { status: "paid", amount: 0 });
    await order(other!.id, { status: "paid", target: "webinar" });
    expect(await counterDays(t.db)).toEqual(await directDays(t.db));
    expect((await counterDays(t.db))["2026-05-10"]).toMatchObject({ trials: 2, converted: 0 });

    // Paid by the gateway's settlement (an update), then a second subscription and a refund: still one.
    await t.db
      .update(schema.orders)
      .set({ status: "paid" })
      .where(inArray(schema.orders.id, [pending]));
    await order(trial!.id, { status: "paid", target: "mobile" });
    await t.db
      .update(schema.orders)
      .set({ status: "refunded" })
      .where(inArray(schema.orders.id, [pending]));
    // Paid at once (the wallet): an insert. An account without a trial that pays is no trial converted, until given one.
    await order(other!.id, { status: "paid", target: "mobile" });
    await order(late!.id, { status: "paid" });
    expect((await counterDays(t.db))["2026-05-10"]).toMatchObject({ trials: 2, converted: 2 });
    expect(await counterDays(t.db)).toEqual(await directDays(t.db));
    await t.db
      .update(u)
      .set({ trialEndsAt: new Date("2026-05-20T00:00:00Z") })
      .where(inArray(u.id, [late!.id]));
    expect((await counterDays(t.db))["2026-05-11"]).toMatchObject({ trials: 1, converted: 1 });

    const [marked] = await t.db
      .select({ at: u.firstPaidSubscriptionAt })
      .from(u)
      .where(inArray(u.id, [trial!.id]));
    expect(marked!.at).toBeInstanceOf(Date);
    // An account deleted takes its conversion with it.
    await t.db.delete(schema.orders).where(inArray(schema.orders.userId, [late!.id]));
    await t.db.delete(u).where(inArray(u.id, [late!.id]));
    expect(await counterDays(t.db)).toEqual(await directDays(t.db));
  });

  it("a rolled-back sign-up or trial leaves the counters as they were", async () => {
    const before = await counterDays(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(u).values(account(900, new Date("2026-03-05T10:00:00Z"), true));
        await tx.update(u).set({ trialEndsAt: null }).where(like(u.email, "counted1%"));
        expect(await counterDays(tx)).toEqual(await directDays(tx));
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect(await counterDays(t.db)).toEqual(before);
    expect(before).toEqual(await directDays(t.db));
  });

  it("the dashboard's last 30 days are the direct counts", async () => {
    const now = Date.now();
    await t.db.insert(u).values(Array.from({ length: 12 }, (_, n) => account(500 + n, new Date(now - n * 2 * 86_400_000), n % 2 === 0)));
    const response = await t.app.inject({ method: "GET", url: "/api/admin/GetAdminDashboard", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json() as {
      signups: Array<{ day: string; count: number }>;
      trials: Array<{ day: string; count: number }>;
      trialConversion: { trials: number; converted: number };
    };
    const direct = await directDays(t.db);
    expect(dashboard.signups).toHaveLength(30);
    for (const [i, day] of dashboard.signups.entries()) {
      expect(day.count).toBe(direct[day.day]?.signUps ?? 0);
      expect(dashboard.trials[i]).toEqual({ day: day.day, count: direct[day.day]?.trials ?? 0 });
    }
    const [inWindow] = await t.db
      .select({ n: count() })
      .from(u)
      .where(sql`${u.createdAt} >= ${new Date(`${dashboard.signups[0]!.day}T00:00:00+05:30`)}`);
    expect(dashboard.signups.reduce((sum, day) => sum + day.count, 0)).toBe(inWindow!.n);
    const windowDays = Object.entries(direct).filter(([day]) => day >= dashboard.signups[0]!.day);
    expect(dashboard.trialConversion).toMatchObject({
      trials: windowDays.reduce((sum, [, day]) => sum + day.trials, 0),
      converted: windowDays.reduce((sum, [, day]) => sum + day.converted, 0),
    });
  });
});
