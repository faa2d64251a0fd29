/**
 * Long customer lists and the audit log paged by keyset (ADR 0063): walking "Older" from the newest page lists every
 * row once, in the order a direct query gives — rows written in the same millisecond, or at the same instant as a
 * document of the other kind, included — through the API, the pages' services and the staff's customer page; a position that is not one is a
 * 400 with the API's message; another customer's list stays refused.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUDIT_NUMBERED_PAGES, KEYSET_CURSOR_PROBLEM, KEYSET_PAGE_SIZE, parseKeysetCursor } from "@investar/core";
import { schema } from "@investar/db";
import { issueCreditNote, positionOpeningAt } from "../src/features/invoices/index.ts";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { payOrder } from "./support/invoices.ts";
import type { TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

// With the web app: the staff's customer page is read as staff read it.
const t = suiteApp({ web: true });
const admin = suiteUser(t, { role: "Admin" });
const customer = suiteUser(t, { name: "Anil Deshpande" });
const other = suiteUser(t);

const get = (url: string, user: TestUser) => t.app.inject({ method: "GET", url, headers: user.auth });

describe("My Wallet's movements by keyset", () => {
  it("walks every movement once, newest first, rows of the same millisecond and microsecond included", async () => {
    const w = schema.walletLedger;
    const base = Date.UTC(2026, 2, 1, 10);
    await t.db.insert(w).values(
      Array.from({ length: 27 }, (_, n) => ({
        userId: customer.userId,
        currency: "INR" as const,
        kind: "general" as const,
        amount: (n + 1) * 100,
        reason: `Movement ${n}`,
        // Groups of three share a millisecond: only the id tells them apart.
        createdAt: new Date(base + Math.floor(n / 3) * 60_000),
      })),
    );
    // Two rows a microsecond apart inside one millisecond, with ids in the other order.
    const [a, b] = await t.db.select({ id: w.id }).from(w).where(eq(w.userId, customer.userId)).orderBy(w.id).limit(2);
    await t.db.execute(sql`update wallet_ledger set created_at = '2026-03-05 10:00:00.123457+00' where id = ${a!.id}`);
    await t.db.execute(sql`update wallet_ledger set created_at = '2026-03-05 10:00:00.123456+00' where id = ${b!.id}`);
    const expected = (
      await t.db.select({ id: w.id }).from(w).where(eq(w.userId, customer.userId)).orderBy(desc(w.createdAt), desc(w.id))
    ).map((row) => row.id);

    // The page's service, as My Wallet's "Older" links walk it.
    const services = createWebServices(t.app.deps);
    const walked: number[] = [];
    let older: string | null = null;
    let pages = 0;
    do {
      const page = await services.getWalletPage(customer.userId, older);
      expect(page!.newest).toBe(older === null);
      expect(page!.entries.length).toBeLessThanOrEqual(KEYSET_PAGE_SIZE);
      walked.push(...page!.entries.map((entry) => entry.id));
      older = page!.older;
      pages += 1;
    } while (older !== null);
    expect(walked).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / KEYSET_PAGE_SIZE));

    // The API: page 1 by number hands the position of its last entry; `older` goes on from there, in units.
    const first = (await get(`/api/payment/GetUsersWalletDetails?userId=${customer.userId}`, customer)).json();
    const viaApi: number[] = first.entries.map((entry: { id: number }) => entry.id);
    let next: string | null = first.older;
    while (next !== null) {
      const response = await get(
        `/api/payment/GetUsersWalletDetails?userId=${customer.userId}&older=${encodeURIComponent(next)}`,
        customer,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).not.toHaveProperty("page");
      viaApi.push(...body.entries.map((entry: { id: number }) => entry.id));
      next = body.older;
    }
    expect(viaApi).toEqual(expected);
  });

  it("refuses a position that is not one, and another customer's wallet", async () => {
    for (const bad of ["yesterday", "2026-02-30T10:00:00Z_5", "2026-03-01T10:00:00Z_5'--", "x".repeat(200)]) {
      const response = await get(`/api/payment/GetUsersWalletDetails?userId=${customer.userId}&older=${encodeURIComponent(bad)}`, customer);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toContain(KEYSET_CURSOR_PROBLEM);
    }
    expect(await createWebServices(t.app.deps).getWalletPage(customer.userId, "yesterday")).toBeNull();
    const cursor = encodeURIComponent("2027-01-01T00:00:00Z_1");
    expect((await get(`/api/payment/GetUsersWalletDetails?userId=${customer.userId}&older=${cursor}`, other)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/payment/GetUsersWalletDetails?userId=${customer.userId}&older=${cursor}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe("My Subscription's invoices and credit notes by keyset", () => {
  it("walks every document once in the list's order, a credit note and an invoice of the same instant included", async () => {
    const paid = [];
    for (let n = 0; n < 13; n += 1) paid.push(await payOrder(t, customer.userId));
    for (const { order } of paid.slice(0, 4)) {
      await t.db.transaction((tx) =>
        issueCreditNote(t.app.deps, tx, { orderId: order.id, amountMinor: 100_00, reason: "Goodwill refund" }),
      );
    }
    // Ties the list must break the same way on every page: two invoices, and a credit note with an invoice, at one instant.
    const i = schema.invoices;
    const c = schema.creditNotes;
    await t.db.execute(
      sql`update invoices set issued_at = '2026-03-05 10:00:00.123456+00' where id in (${paid[5]!.invoice.id}, ${paid[6]!.invoice.id})`,
    );
    await t.db.execute(sql`update invoices set issued_at = '2026-03-04 10:00:00.5+00' where id = ${paid[7]!.invoice.id}`);
    await t.db.execute(
      sql`update credit_notes set issued_at = '2026-03-04 10:00:00.5+00' where id = (select min(id) from credit_notes where user_id = ${customer.userId})`,
    );
    const full = (await get(`/api/payment/GetInvoices?userId=${customer.userId}`, customer)).json() as Array<{
      kind: string;
      id: number;
      cursor: string;
    }>;
    expect(full).toHaveLength(17);
    const key = (entry: { kind: string; id: number }) => `${entry.kind}-${entry.id}`;
    const countInvoices = await t.db.$count(i, eq(i.userId, customer.userId));
    const countNotes = await t.db.$count(c, and(eq(c.userId, customer.userId)));
    expect(countInvoices + countNotes).toBe(17);

    // The page's service, ten at a time.
    const services = createWebServices(t.app.deps);
    const walked: string[] = [];
    let older: string | null = null;
    do {
      const page = await services.listInvoices(customer.userId, older);
      walked.push(...page!.documents.map(key));
      older = page!.older;
    } while (older !== null);
    expect(walked).toEqual(full.map(key));

    // The page that starts with a given document (where the staff's search for its number lands), ties included.
    for (const [index, entry] of full.entries()) {
      const { at } = parseKeysetCursor(entry.cursor)!;
      const page = await services.listInvoices(customer.userId, positionOpeningAt(entry.kind as "invoice" | "creditNote", at, entry.id));
      expect(page!.documents.map(key), key(entry)).toEqual(full.slice(index, index + KEYSET_PAGE_SIZE).map(key));
    }

    // The API, three at a time, from each answer's last entry's position.
    const viaApi: string[] = [];
    let after: string | undefined;
    for (;;) {
      const query: string = after === undefined ? "" : `&older=${encodeURIComponent(after)}`;
      const response = await get(`/api/payment/GetInvoices?userId=${customer.userId}&limit=3${query}`, customer);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as Array<{ kind: string; id: number; cursor: string }>;
      if (page.length === 0) break;
      viaApi.push(...page.map(key));
      after = page.at(-1)!.cursor;
    }
    expect(viaApi).toEqual(full.map(key));
  });

  it("refuses a position that is not a tax document's, and another customer's list", async () => {
    for (const bad of ["2026-03-01T10:00:00Z_5", "2026-03-01T10:00:00Z_x5", "not-a-cursor"]) {
      const response = await get(`/api/payment/GetInvoices?userId=${customer.userId}&older=${encodeURIComponent(bad)}`, customer);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toContain(KEYSET_CURSOR_PROBLEM);
    }
    expect((await get(`/api/payment/GetInvoices?userId=${customer.userId}&limit=0`, customer)).statusCode).toBe(400);
    expect(await createWebServices(t.app.deps).listInvoices(customer.userId, "2026-03-01T10:00:00Z_5")).toBeNull();
    const cursor = encodeURIComponent("2027-01-01T00:00:00Z_i1");
    expect((await get(`/api/payment/GetInvoices?userId=${customer.userId}&older=${cursor}`, other)).statusCode).toBe(403);
    expect((await get(`/api/payment/GetInvoices?userId=${other.userId}&older=${cursor}`, other)).json()).toEqual([]);
  });
});

describe("a customer's invoices on the staff's customer page, by keyset", () => {
  const subject = suiteUser(t, { name: "Kavita Rao" });
  const key = (entry: { kind: string; id: number }) => `${entry.kind}-${entry.id}`;
  const asStaff = () => ({ cookie: `investar_session=${admin.token}` });
  /** The page's invoice "Older" and "Newest" links, and the order pager's links, as staff would follow them. */
  const links = (html: string, text: string) =>
    [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
      .filter((match) => match[2]!.includes(text))
      .map((match) => match[1]!.replaceAll("&amp;", "&"));
  const invoiceLinks = (html: string, text: string) => links(html, text).filter((href) => href.endsWith("#invoices-heading"));

  it("shows ten at a time, newest first, and walks every document once through the API and the page", async () => {
    for (let n = 0; n < 12; n += 1) await payOrder(t, subject.userId);
    const full = (await get(`/api/payment/GetInvoices?userId=${subject.userId}`, subject)).json() as Array<{ kind: string; id: number }>;
    expect(full).toHaveLength(12);

    const viaApi: string[] = [];
    let older: string | null = null;
    do {
      const query: string = older === null ? "" : `&invoicesOlder=${encodeURIComponent(older)}`;
      const response = await get(`/api/admin/GetUserOverview?userId=${subject.userId}${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as {
        taxDocuments: Array<{ kind: string; id: number }>;
        taxDocumentsPage: { older: string | null; newest: boolean };
      };
      expect(body.taxDocuments.length).toBeLessThanOrEqual(KEYSET_PAGE_SIZE);
      expect(body.taxDocumentsPage.newest).toBe(older === null);
      viaApi.push(...body.taxDocuments.map(key));
      older = body.taxDocumentsPage.older;
    } while (older !== null);
    expect(viaApi).toEqual(full.map(key));

    const first = await t.app.inject({ method: "GET", url: `/admin/users/${subject.userId}`, headers: asStaff() });
    expect(first.statusCode).toBe(200);
    expect(first.body.match(/href="\/api\/payment\/Invoice\?orderId=/g)?.length ?? 0).toBe(KEYSET_PAGE_SIZE);
    expect(invoiceLinks(first.body, "Newest")).toEqual([]);
    const [olderHref] = invoiceLinks(first.body, "Older");
    expect(olderHref).toMatch(/invoicesOlder=.*#invoices-heading$/);
    const second = await t.app.inject({ method: "GET", url: olderHref!, headers: asStaff() });
    expect(second.statusCode).toBe(200);
    expect(second.body.match(/href="\/api\/payment\/Invoice\?orderId=/g)?.length ?? 0).toBe(2);
    expect(invoiceLinks(second.body, "Older")).toEqual([]);
    expect(invoiceLinks(second.body, "Newest")).toEqual([`/admin/users/${subject.userId}#invoices-heading`]);
    // Paging the orders keeps the invoice page staff are on.
    const ordersPage2 = links(second.body, "2").find((href) => href.includes("orders=2"));
    const position = (href: string) => new URL(href, "http://site").searchParams.get("invoicesOlder");
    expect(position(ordersPage2!)).toBe(position(olderHref!));
  });

  it("refuses another list's position through the API, and shows the newest page for one on the page", async () => {
    const walletPosition = encodeURIComponent("2026-03-01T10:00:00Z_5");
    const response = await get(`/api/admin/GetUserOverview?userId=${subject.userId}&invoicesOlder=${walletPosition}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(KEYSET_CURSOR_PROBLEM);
    expect((await get(`/api/admin/GetUserOverview?userId=${subject.userId}`, subject)).statusCode).toBe(403);
    const page = await t.app.inject({
      method: "GET",
      url: `/admin/users/${subject.userId}?invoicesOlder=${walletPosition}`,
      headers: asStaff(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/href="\/api\/payment\/Invoice\?orderId=/g)?.length ?? 0).toBe(KEYSET_PAGE_SIZE);
    expect(invoiceLinks(page.body, "Newest")).toEqual([]);
  });
});

describe("the audit log by keyset", () => {
  it("goes older and newer from any page, listing what the numbered pages list, and numbers pages only so far", async () => {
    const a = schema.auditLog;
    await t.db.insert(a).values(
      Array.from({ length: 45 }, (_, n) => ({
        actorId: admin.userId,
        action: n % 2 === 0 ? "keyset-even" : "keyset-odd",
        subject: `row:${n}`,
        at: new Date(Date.UTC(2026, 1, 1) + Math.floor(n / 4) * 1000),
      })),
    );
    const list = async (query: string) => {
      const response = await get(`/api/admin/ListAudit?action=keyset&${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { entries: Array<{ id: number }>; page: number; total: number; older: string | null; newer: string | null };
    };
    const numbered: number[][] = [];
    for (let page = 1; page <= 5; page += 1) numbered.push((await list(`page=${page}`)).entries.map((entry) => entry.id));

    let page = await list("page=1");
    expect(page.newer).toBeNull();
    const walked: number[][] = [page.entries.map((entry) => entry.id)];
    while (page.older) {
      page = await list(`older=${encodeURIComponent(page.older)}`);
      expect(page.page).toBe(0);
      walked.push(page.entries.map((entry) => entry.id));
    }
    expect(walked).toEqual(numbered);
    // And back: "Newer" from the oldest page retraces the pages.
    const back: number[][] = [page.entries.map((entry) => entry.id)];
    while (page.newer) {
      page = await list(`newer=${encodeURIComponent(page.newer)}`);
      back.unshift(page.entries.map((entry) => entry.id));
    }
    expect(back).toEqual(numbered);
    expect(page.total).toBe(45);

    // From a numbered page, "Older" continues where the number would.
    const third = await list("page=3");
    expect((await list(`older=${encodeURIComponent(third.older!)}`)).entries).toEqual((await list("page=4")).entries);
  });

  it("refuses a page past the numbered ones, a position that is not one, and both directions at once", async () => {
    const past = await get(`/api/admin/ListAudit?page=${AUDIT_NUMBERED_PAGES + 1}`, admin);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain("older=");
    const bad = await get("/api/admin/ListAudit?older=page-2000", admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(KEYSET_CURSOR_PROBLEM);
    const cursor = encodeURIComponent("2026-03-01T10:00:00Z_5");
    expect((await get(`/api/admin/ListAudit?older=${cursor}&newer=${cursor}`, admin)).statusCode).toBe(400);
    expect((await get(`/api/admin/ListAudit?older=${cursor}`, customer)).statusCode).toBe(403);
  });
});
