/**
 * Staff notes and the timeline on a customer's back-office page (docs/business-rules.md#customer-notes,
 * docs/business-rules.md#customer-timeline): who may write, edit and delete a note and until when, the audit
 * rows, and one timeline of what happened to the customer, newest first, paged by keyset and filtered by kind.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { NOTE_NOT_YOURS, NOTE_TOO_OLD, TIMELINE_PAGE_SIZE } from "@investar/core";
import { movableClock, payOrder } from "./support/invoices.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { auditRowsOf } from "./support/audit-log.ts";

const clock = movableClock();
let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await createUser(t, { role: "Admin", name: "Asha Admin" });
  otherAdmin = await createUser(t, { role: "SPAdmin" });
  customer = await createUser(t, { name: "Meera Iyer" });
});
afterAll(() => t.close());

const post = (call: string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/customer-notes/${call}`, payload, headers: user?.auth ?? {} });
const get = (url: string, user: TestUser | null = admin) => t.app.inject({ method: "GET", url, headers: user?.auth ?? {} });
const timeline = (query: string, user: TestUser | null = admin) =>
  get(`/api/admin/customer-timeline?userId=${customer.userId}&${query}`, user);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe("who may read and write notes and the timeline", () => {
  it("no token → 401, a customer → 403, and no note is written", async () => {
    for (const user of [null, customer]) {
      const expected = user ? 403 : 401;
      expect((await post("add", { userId: customer.userId, body: "hello" }, user)).statusCode).toBe(expected);
      expect((await post("edit", { noteId: 1, body: "hello" }, user)).statusCode).toBe(expected);
      expect((await post("delete", { noteId: 1 }, user)).statusCode).toBe(expected);
      expect((await get(`/api/admin/customer-notes?userId=${customer.userId}`, user)).statusCode).toBe(expected);
      expect((await timeline("", user)).statusCode).toBe(expected);
    }
    expect(await t.db.select().from(schema.customerNotes)).toHaveLength(0);
  });
  it("bad input → 400 with a message: an empty note, a bad page token, an unknown kind; no such customer → 404", async () => {
    const empty = await post("add", { userId: customer.userId, body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toEqual(["Write the note first."]);
    expect((await post("add", { userId: customer.userId, body: "x".repeat(2001) })).statusCode).toBe(400);
    expect((await timeline("before=yesterday")).statusCode).toBe(400);
    expect((await timeline("kinds=order,gossip")).statusCode).toBe(400);
    expect((await post("add", { userId: 99999999, body: "who?" })).statusCode).toBe(404);
    expect((await get("/api/admin/customer-timeline?userId=99999999")).statusCode).toBe(404);
  });
});

describe("notes", () => {
  it("lists notes newest first with their author and time, and audits each write", async () => {
    clock.at = later(0);
    const first = await post("add", { userId: customer.userId, body: "  Called on 3 March, promised a refund.  " });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      body: "Called on 3 March, promised a refund.",
      author: { userId: admin.userId },
      canChange: true,
    });
    clock.at = later(1);
    await post("add", { userId: customer.userId, body: "Refund sent." }, otherAdmin);
    const listed = (await get(`/api/admin/customer-notes?userId=${customer.userId}`)).json().notes;
    expect(listed.map((n: { body: string }) => n.body)).toEqual(["Refund sent.", "Called on 3 March, promised a refund."]);
    // Only one's own note can be changed.
    expect(listed.map((n: { canChange: boolean }) => n.canChange)).toEqual([false, true]);
    const audit = await auditRowsOf(t, "customer-note-added", `user:${customer.userId}`);
    expect(audit).toHaveLength(2);
  });

  it("the author edits or deletes their note within 15 minutes; not someone else's, and not later", async () => {
    clock.at = later(0);
    const note = (await post("add", { userId: customer.userId, body: "Wants a GST invoice reissued." })).json();
    const theirs = await post("edit", { noteId: note.id, body: "Mine now" }, otherAdmin);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(NOTE_NOT_YOURS);
    clock.at = later(14);
    const edited = await post("edit", { noteId: note.id, body: "Wants the GST invoice reissued with the GSTIN." });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().editedAt).not.toBeNull();
    const [row] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "customer-note-edited"));
    expect(row!.details).toMatchObject({
      noteId: note.id,
      before: "Wants a GST invoice reissued.",
      after: "Wants the GST invoice reissued with the GSTIN.",
    });
    clock.at = later(16);
    const late = await post("delete", { noteId: note.id });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(NOTE_TOO_OLD);
    clock.at = later(0);
    const fresh = (await post("add", { userId: customer.userId, body: "Typo note" })).json();
    expect((await post("delete", { noteId: fresh.id })).statusCode).toBe(200);
    const bodies = (await get(`/api/admin/customer-notes?userId=${customer.userId}`)).json().notes.map((n: { body: string }) => n.body);
    expect(bodies).not.toContain("Typo note");
    expect(await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "customer-note-deleted"))).toHaveLength(1);
    expect((await post("delete", { noteId: 99999999 })).statusCode).toBe(404);
  });
});

describe("timeline", () => {
  it("shows sign-up, logins, orders, payments, invoices, mails, staff actions and notes, newest first", async () => {
    clock.at = null;
    await payOrder(t, customer.userId);
    await t.app.inject({
      method: "POST",
      url: "/api/admin/SetInstituteDiscount",
      payload: { userId: customer.userId, percent: 10 },
      headers: admin.auth,
    });
    await t.db.insert(schema.mailOutbox).values({ to: customer.email.toUpperCase(), subject: "Your invoice", text: "x", html: "x" });
    // Staff actions on the customer's orders are theirs too.
    const [order] = await t.db
      .select({ number: schema.orders.orderNumber })
      .from(schema.orders)
      .where(eq(schema.orders.userId, customer.userId));
    await t.db.insert(schema.auditLog).values({ actorId: admin.userId, action: "order-refunded", subject: `order:${order!.number}` });
    const body = (await timeline("")).json();
    const kinds = new Set(body.entries.map((e: { kind: string }) => e.kind));
    for (const kind of ["account", "login", "order", "payment", "invoice", "mail", "staff", "note"]) expect(kinds, kind).toContain(kind);
    const times = body.entries.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const staff = body.entries.filter((e: { kind: string }) => e.kind === "staff").map((e: { title: string }) => e.title);
    expect(staff).toContain(`user-institute-discount-set by ${admin.email}`);
    expect(staff).toContain(`order-refunded by ${admin.email}`);
    expect(body.entries.find((e: { kind: string }) => e.kind === "mail").title).toBe("Mail: Your invoice");
  });

  it("filters by kind", async () => {
    const body = (await timeline("kinds=note,login")).json();
    expect(body.entries.length).toBeGreaterThan(0);
    expect(new Set(body.entries.map((e: { kind: string }) => e.kind))).toEqual(new Set(["note", "login"]));
  });

  it("pages by keyset: every entry once, none skipped, even when entries arrive between pages", async () => {
    for (let i = 0; i < TIMELINE_PAGE_SIZE + 5; i += 1)
      await t.db
        .insert(schema.customerNotes)
        .values({ userId: customer.userId, authorId: admin.userId, body: `bulk ${i}`, createdAt: new Date(Date.now() - i * 1000) });
    const everything = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res = await timeline(next ? `before=${encodeURIComponent(next)}` : "");
      expect(res.statusCode).toBe(200);
      const page: { entries: { key: string }[]; next: string | null } = res.json();
      expect(page.entries.length).toBeLessThanOrEqual(TIMELINE_PAGE_SIZE);
      everything.push(...page.entries.map((e) => e.key));
      if (pages === 0) await post("add", { userId: customer.userId, body: "Arrived while paging" });
      next = page.next;
      pages += 1;
    } while (next && pages < 20);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(everything).size).toBe(everything.length);
    const [counted] = await t.db.select().from(schema.customerNotes).where(eq(schema.customerNotes.body, "bulk 24"));
    expect(everything).toContain(`note:${counted!.id}`);
  });
});
