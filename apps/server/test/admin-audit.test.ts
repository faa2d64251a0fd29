/**
 * The back office's audit log (docs/business-rules.md#back-office-oversight): ListAudit's filters and pager, and ExportAudit's
 * CSV with before and after in their own columns.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { csvRows } from "./support/csv-rows.ts";
import type { TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp();
const admin = suiteUser(t, { role: "Admin" });
const investor = suiteUser(t);

beforeAll(async () => {
  // A known log: three changes by the admin on two days (India time), one system row.
  await t.db.insert(schema.auditLog).values([
    {
      actorId: admin.userId,
      action: "user-role-set",
      subject: `user:${investor.userId}`,
      details: { before: { role: "Investor" }, after: { role: "SP" } },
      at: new Date("2026-03-01T05:00:00Z"),
    },
    {
      actorId: admin.userId,
      action: "catalogue-coupon-disabled",
      subject: "coupon:SAVE10",
      details: { before: { disabled: false }, after: { disabled: true } },
      at: new Date("2026-03-02T19:00:00Z"),
    },
    {
      actorId: admin.userId,
      action: "user-disabled",
      subject: `user:${investor.userId}`,
      details: { before: { disabled: false }, after: { disabled: true } },
      at: new Date("2026-03-02T20:00:00Z"),
    },
    {
      actorId: null,
      action: "wallet-credit",
      subject: `user:${investor.userId}`,
      details: { amount: 100, reason: "=cmd()" },
      at: new Date("2026-03-02T21:00:00Z"),
    },
  ]);
});

const get = (url: string, user: TestUser | null = admin) => t.app.inject({ method: "GET", url, headers: user?.auth ?? {} });
const actions = async (query: string) =>
  ((await get(`/api/admin/ListAudit?${query}`)).json().entries as Array<{ action: string }>).map((e) => e.action);

describe("who may call them", () => {
  it("no token → 401, an investor → 403, bad input → 400 with the field's message", async () => {
    for (const url of ["/api/admin/ListAudit", "/api/admin/ExportAudit"]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, investor)).statusCode, url).toBe(403);
      const backwards = await get(`${url}?from=2026-03-05&to=2026-03-01`);
      expect(backwards.statusCode, url).toBe(400);
      expect(backwards.json().errors.to).toEqual(["The end date is before the start date."]);
      expect((await get(`${url}?from=2026-02-30`)).statusCode, url).toBe(400);
    }
    expect((await get("/api/admin/ListAudit?page=0")).statusCode).toBe(400);
  });
});

describe("ListAudit", () => {
  it("filters by actor (id or email), action, subject and India days, newest first", async () => {
    const range = "from=2026-03-01&to=2026-03-03";
    expect(await actions(range)).toEqual(["wallet-credit", "user-disabled", "catalogue-coupon-disabled", "user-role-set"]);
    expect(await actions(`${range}&actor=${admin.userId}`)).toEqual(["user-disabled", "catalogue-coupon-disabled", "user-role-set"]);
    expect(await actions(`${range}&actor=${encodeURIComponent(admin.email.slice(0, 8).toUpperCase())}`)).toHaveLength(3);
    expect(await actions(`${range}&action=coupon`)).toEqual(["catalogue-coupon-disabled"]);
    expect(await actions(`${range}&action=${encodeURIComponent(" User-")}`)).toEqual(["user-disabled", "user-role-set"]);
    expect((await get("/api/admin/ListAudit?action=no-such-action")).json()).toMatchObject({ total: 0, entries: [] });
    expect(await actions(`${range}&subject=user:${investor.userId}`)).toEqual(["wallet-credit", "user-disabled", "user-role-set"]);
    // 2026-03-02T19:00Z is already 3 March in India.
    expect(await actions("from=2026-03-03&to=2026-03-03")).toEqual(["wallet-credit", "user-disabled", "catalogue-coupon-disabled"]);
    expect(await actions("from=2026-03-01&to=2026-03-01&actor=&action=&subject=")).toEqual(["user-role-set"]);
  });

  it("gives each row its actor's email and the before and after, and pages ten at a time", async () => {
    const page = (await get("/api/admin/ListAudit?from=2026-03-01&to=2026-03-01")).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.entries[0]).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      subject: `user:${investor.userId}`,
      details: { before: { role: "Investor" }, after: { role: "SP" } },
    });
    await t.db.insert(schema.auditLog).values(
      Array.from({ length: 12 }, (_, i) => ({
        actorId: admin.userId,
        action: "pager-row",
        subject: `n:${i}`,
        details: {},
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const second = (await get("/api/admin/ListAudit?action=pager-row&page=2")).json();
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(second.entries.map((e: { subject: string }) => e.subject)).toEqual(["n:1", "n:0"]);
  });
});

describe("ExportAudit", () => {
  it("is a CSV of the filtered rows, before and after in their own columns, and the export is logged", async () => {
    const res = await get(`/api/admin/ExportAudit?subject=user:${investor.userId}&from=2026-03-01&to=2026-03-03`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRows(res.body);
    expect(rows.map((r) => r.Action)).toEqual(["wallet-credit", "user-disabled", "user-role-set"]);
    expect(rows[2]).toMatchObject({
      "Actor id": String(admin.userId),
      Actor: admin.email,
      Subject: `user:${investor.userId}`,
      Before: '{"role":"Investor"}',
      After: '{"role":"SP"}',
    });
    // Only a cell that starts like a formula is prefixed; this one starts with "{".
    expect(rows[0]!.Details).toBe('{"amount":100,"reason":"=cmd()"}');
    expect(rows[0]!["Actor id"]).toBe("");
    const logged = (await get("/api/admin/ListAudit?action=audit-exported")).json();
    expect(logged.entries[0]).toMatchObject({ actorId: admin.userId, details: { filter: { subject: `user:${investor.userId}` } } });
  });
});
