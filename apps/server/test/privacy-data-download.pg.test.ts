import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPendingDataExports } from "../src/features/privacy-consent/services/build-data-exports.ts";
import { checkDataExportLink } from "../src/features/privacy-consent/services/data-export-link.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { payOrder } from "./support/invoices.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { unzip } from "./support/zip-entries.ts";

/** docs/business-rules.md#data-download: the customer's copy of their data, built in the background, its link once and for 7 days. */
let t: TestApp;
let smtp: TestSmtp;
let customer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail({ env: { DATA_EXPORT_JOB_INTERVAL_SECONDS: "0" } }));
  customer = await createUser(t, { name: "Anjali Deshpande" });
  stranger = await createUser(t);
});
afterAll(() => closeTestAppWithMail(t, smtp));

const post = (url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method: "POST", url, payload, headers: user?.auth ?? {} });
const download = (token: string, user: TestUser | null) =>
  t.app.inject({ method: "GET", url: `/api/privacy/DownloadMyData?t=${token}`, headers: user?.auth ?? {} });

/** Asks for a copy, runs the job's build, and reads the link out of the mail that arrives. */
async function exportLink(user: TestUser): Promise<string> {
  const asked = await post("/api/privacy/RequestDataExport", user);
  expect(asked.statusCode).toBe(200);
  expect(await buildPendingDataExports(t.app.deps)).toEqual({ built: 1, failed: 0 });
  const mail = await smtp.nextMailTo(user.email);
  expect(mail.raw).toContain("Your Investar data is ready to download");
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/[^\s"<>]+\/my-investar\/privacy\/download\?t=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no download link in:\n${text.slice(0, 2000)}`);
  return match[1]!;
}

describe("Download my data", () => {
  it("holds the profile, consents, logins, orders and invoice PDFs, readable and as JSON; the link works once", async () => {
    const { order, invoice } = await payOrder(t, customer.userId);
    await post("/api/privacy/SetMarketingConsent", customer, { kind: "offers", given: true });
    const token = await exportLink(customer);

    // Before it is used, the page sees a usable link; someone else's session is told it belongs to another account.
    const services = t.app.deps;
    expect(await checkDataExportLink(services, customer.userId, token)).toMatchObject({ usable: true });
    expect(await checkDataExportLink(services, stranger.userId, token)).toMatchObject({ usable: false });

    expect((await download(token, null)).statusCode).toBe(401);
    const foreign = await download(token, stranger);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toContain("another account");

    const res = await download(token, customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const files = await unzip(res.rawPayload);

    const data = JSON.parse(files.get("my-data.json")!.toString("utf8"));
    expect(data.profile).toMatchObject({ id: customer.userId, email: customer.email, fullName: "Anjali Deshpande" });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(data.invoices.map((i: { number: string }) => i.number)).toEqual([invoice.number]);
    expect(data.consents).toEqual([expect.objectContaining({ purpose: "offers", given: true, source: "privacy-page" })]);
    expect(data.logins.length).toBeGreaterThanOrEqual(1);
    expect(data.devices.sessions.length).toBeGreaterThanOrEqual(1);

    const pdfName = [...files.keys()].find((name) => name.startsWith("invoices/"));
    expect(pdfName).toBeDefined();
    expect(files.get(pdfName!)!.subarray(0, 5).toString()).toBe("%PDF-");

    const summary = files.get("summary.html")!.toString("utf8");
    expect(summary).toContain("Your data at Investar");
    expect(summary).toContain("Anjali Deshpande");
    expect(summary).toContain(order.orderNumber);
    expect(summary).toContain("Marketing: Offers and discounts");

    const again = await download(token, customer);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toContain("used already");
    expect(await checkDataExportLink(services, customer.userId, token)).toMatchObject({ usable: false });
  });

  it("refuses a link after its 7 days, and a made-up one", async () => {
    const user = await createUser(t);
    const token = await exportLink(user);
    const [row] = await t.db.select().from(schema.dataExports).where(eq(schema.dataExports.userId, user.userId));
    expect(row!.expiresAt!.getTime() - row!.readyAt!.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    await t.db
      .update(schema.dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.dataExports.id, row!.id));
    const late = await download(token, user);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toContain("expired");
    expect((await download("x".repeat(43), user)).statusCode).toBe(404);
  });

  it("takes one request at a time, and only from a logged-in customer", async () => {
    const user = await createUser(t);
    expect((await post("/api/privacy/RequestDataExport", user)).statusCode).toBe(200);
    const twice = await post("/api/privacy/RequestDataExport", user);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain("already being prepared");
    expect((await post("/api/privacy/RequestDataExport", null)).statusCode).toBe(401);
  });
});
