import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { beforeAll, describe, expect, it } from "vitest";
import { pageWeight } from "../../../bench/page-weight.ts";
import { htmlErrors } from "./support/html-validator.ts";
import type { TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

let ticketId = 0;

const page = (url: string, user?: TestUser) =>
  t.app.inject({ method: "GET", url, headers: user ? { cookie: `investar_session=${user.token}` } : {} });

/** ADR 0054: the support desk's pages, staff's and the customer's, render valid HTML with the thread and keep notes from the customer. */
const t = suiteApp({ web: true });
const admin = suiteUser(t, { role: "SPAdmin", name: "Meera Staff" });
const customer = suiteUser(t, { name: "Asha Rao" });
const other = suiteUser(t);

beforeAll(async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/SendInvestarFeedback",
    payload: { subject: "Scanner idea", message: "Please add a gap-up scan.", rating: 4 },
    headers: customer.auth,
  });
  const [ticket] = await t.db.select().from(schema.supportTickets).where(eq(schema.supportTickets.reference, res.json().reference));
  ticketId = ticket!.id;
  await t.app.inject({
    method: "POST",
    url: "/api/admin/support/note",
    payload: { ticketId, body: "Internal: product team to look at gap scans." },
    headers: admin.auth,
  });
  await t.app.inject({
    method: "POST",
    url: "/api/admin/support/reply",
    payload: { ticketId, body: "Thank you, it is on our list." },
    headers: admin.auth,
  });
});

describe("the support desk's pages", () => {
  it("/admin/support lists the ticket with its state counts, as valid HTML", async () => {
    const res = await page("/admin/support", admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Scanner idea");
    expect(res.body).toContain("Waiting on customer");
    expect(await htmlErrors(res.body, "/admin/support")).toEqual([]);
  });

  it("the ticket page shows the thread with the internal note, the customer's profile and the reply box", async () => {
    const res = await page(`/admin/support/${ticketId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Internal: product team to look at gap scans.");
    expect(res.body).toContain(customer.email);
    expect(res.body).toContain("Send reply");
    expect(await htmlErrors(res.body, `/admin/support/${ticketId}`)).toEqual([]);
    expect((await page("/admin/support/999999", admin)).statusCode).toBe(404);
  });

  it("the staff pages are not for customers", async () => {
    expect((await page("/admin/support", customer)).statusCode).not.toBe(200);
    expect((await page(`/admin/support/${ticketId}`, customer)).statusCode).not.toBe(200);
  });

  it("/my-investar/support lists the customer's request, and its page shows the reply but never the note", async () => {
    const list = await page("/my-investar/support", customer);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Scanner idea");
    expect(list.body).toContain('href="/my-investar/support"');
    expect(await htmlErrors(list.body, "/my-investar/support")).toEqual([]);
    const thread = await page(`/my-investar/support/${ticketId}`, customer);
    expect(thread.statusCode).toBe(200);
    expect(thread.body).toContain("Thank you, it is on our list.");
    expect(thread.body).not.toContain("product team");
    expect(await htmlErrors(thread.body, `/my-investar/support/${ticketId}`)).toEqual([]);
  });

  it("another customer's ticket is not found", async () => {
    expect((await page(`/my-investar/support/${ticketId}`, other)).statusCode).toBe(404);
    expect((await page("/my-investar/support", other)).body).not.toContain("Scanner idea");
  });

  it("stay within the page weight budget (100 KiB of gzipped script)", async () => {
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const [path, user] of [
      ["/admin/support", admin],
      [`/admin/support/${ticketId}`, admin],
      ["/my-investar/support", customer],
      [`/my-investar/support/${ticketId}`, customer],
    ] as const) {
      const weight = await pageWeight(url, path, { cookie: `investar_session=${user.token}` });
      expect(weight.status, path).toBe(200);
      expect(weight.js, path).toBeLessThanOrEqual(100 * 1024);
    }
  });
});
