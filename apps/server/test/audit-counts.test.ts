/**
 * The audit page's totals come from audit_log_day_counts, kept by triggers (ADR 0055): after rows are written
 * one by one and in bulk, around India midnight, moved and deleted, every filter's total is the direct count
 * of the log, and the page lists the same rows a plain OFFSET query does.
 */
import { and, count, desc, gte, ilike, inArray, lt, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import type { AuditPage } from "@investar/core";
import { suiteApp, suiteUser } from "./support/suite.ts";

const a = schema.auditLog;

const t = suiteApp();
const admin = suiteUser(t, { role: "Admin" });

const listAudit = async (query: string): Promise<AuditPage> => {
  const response = await t.app.inject({ method: "GET", url: `/api/admin/ListAudit?${query}`, headers: admin.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const direct = async (where?: SQL) => (await t.db.select({ n: count() }).from(a).where(where))[0]!.n;
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The totals of the page and of a direct count agree for every filter the counters answer. */
async function expectTotalsAgree(): Promise<void> {
  expect((await listAudit("page=1")).total).toBe(await direct());
  expect((await listAudit("action=coupon&page=1")).total).toBe(await direct(ilike(a.action, "%coupon%")));
  expect((await listAudit("action=WALLET&page=1")).total).toBe(await direct(ilike(a.action, "%wallet%")));
  expect((await listAudit("from=2026-03-01&to=2026-03-01&page=1")).total).toBe(
    await direct(and(gte(a.at, istMidnight("2026-03-01")), lt(a.at, istMidnight("2026-03-02")))),
  );
  expect((await listAudit("action=coupon&from=2026-03-02&page=1")).total).toBe(
    await direct(and(ilike(a.action, "%coupon%"), gte(a.at, istMidnight("2026-03-02")))),
  );
}

describe("audit totals from the day counters", () => {
  it("agree with a direct count after single and bulk inserts either side of India midnight, moves and deletions", async () => {
    await expectTotalsAgree();
    // 23:59 and 00:00 in India are different days, though both are 18:29/18:30 UTC of the same UTC day.
    await t.db
      .insert(a)
      .values({ actorId: admin.userId, action: "coupon-created", subject: "coupon:A", at: new Date("2026-03-01T18:29:59Z") });
    await t.db
      .insert(a)
      .values({ actorId: admin.userId, action: "coupon-created", subject: "coupon:B", at: new Date("2026-03-01T18:30:00Z") });
    await t.db.insert(a).values(
      Array.from({ length: 40 }, (_, n) => ({
        actorId: admin.userId,
        action: n % 3 === 0 ? "wallet-adjusted" : "coupon-edited",
        subject: `coupon:${n}`,
        at: new Date(Date.UTC(2026, 1, 27, 12) + n * 3_600_000),
      })),
    );
    await expectTotalsAgree();

    // A row moved to another day and action (no code does that today; the counters follow whatever happens).
    await t.db
      .update(a)
      .set({ action: "wallet-adjusted", at: new Date("2026-04-01T10:00:00Z") })
      .where(inArray(a.subject, ["coupon:A", "coupon:1"]));
    await expectTotalsAgree();

    await t.db.delete(a).where(lt(a.at, new Date("2026-02-28T12:00:00Z")));
    await t.db.delete(a).where(inArray(a.subject, ["coupon:B"]));
    await expectTotalsAgree();
  });

  it("a rolled-back write leaves the counters as they were", async () => {
    const before = (await listAudit("page=1")).total;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(a).values({ actorId: admin.userId, action: "coupon-created", subject: "coupon:rolled-back" });
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect((await listAudit("page=1")).total).toBe(before);
    expect(before).toBe(await direct());
  });

  it("each page lists the rows an OFFSET over the whole log lists, newest first", async () => {
    const total = await direct();
    const pages = Math.ceil(total / 10);
    for (const page of [1, 2, pages]) {
      const expected = await t.db
        .select({ id: a.id })
        .from(a)
        .orderBy(desc(a.at), desc(a.id))
        .limit(10)
        .offset((page - 1) * 10);
      const listed = await listAudit(`page=${page}`);
      expect(listed.entries.map((entry) => entry.id)).toEqual(expected.map((row) => row.id));
    }
    // Page 2 when there is one; a page past the end shows the last.
    const coupons = await direct(ilike(a.action, "%coupon%"));
    const page = Math.max(1, Math.min(2, Math.ceil(coupons / 10)));
    const filtered = await listAudit("action=coupon&page=2");
    expect(filtered.page).toBe(page);
    const expected = await t.db
      .select({ id: a.id })
      .from(a)
      .where(ilike(a.action, "%coupon%"))
      .orderBy(desc(a.at), desc(a.id))
      .limit(10)
      .offset((page - 1) * 10);
    expect(filtered.entries.map((entry) => entry.id)).toEqual(expected.map((row) => row.id));
  });
});
