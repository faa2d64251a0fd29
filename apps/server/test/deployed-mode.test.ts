import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { issueCreditNote } from "../src/features/invoices/services/issue-credit-note.ts";
import { enterBusinessProfile } from "./support/business-profile.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { invoiceOf, payOrder } from "./support/invoices.ts";
import { orderNamed, pendingOrder, postForm } from "./support/payments.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";
import { closeTestAppWithMail } from "./support/app-with-mail.ts";

/** ADR 0012: what a deployment needs before it starts, and what a test deployment says about itself. */

const secret = randomBytes(32).toString("hex");

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("the configuration was accepted");
}

describe("deciding the mode from PUBLIC_URL", () => {
  it("is local without PUBLIC_URL or on this machine, with the simulator and no ribbon as before", () => {
    for (const publicUrl of [undefined, "http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000"]) {
      const config = loadConfig(publicUrl ? { PUBLIC_URL: publicUrl } : {});
      expect(config.mode, publicUrl).toBe("local");
      expect(config.paymentGateway.kind).toBe("simulator");
      expect(config.testMode).toBe(false);
    }
  });

  it("refuses a deployment with one line per missing item", () => {
    const message = refusal({ PUBLIC_URL: "https://investar.example" });
    const lines = message.split("\n");
    expect(lines[0]).toContain("PUBLIC_URL https://investar.example");
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}PAYMENT_GATEWAY is not set: name the card gateway/),
      expect.stringMatching(/^ {2}SMTP_URL is not set/),
      expect.stringMatching(/^ {2}SESSION_SECRET is not set/),
    ]);
    expect(
      refusal({ PUBLIC_URL: "https://investar.example", SMTP_URL: "smtp://mail.example:587", SESSION_SECRET: secret }).split("\n").slice(1),
    ).toEqual([expect.stringMatching(/^ {2}PAYMENT_GATEWAY is not set/)]);
  });

  it("runs a deployment that names everything; only the named simulator is test mode", () => {
    const named = { PUBLIC_URL: "https://investar.example", SMTP_URL: "smtp://mail.example:587", SESSION_SECRET: secret };
    const test = loadConfig({ ...named, PAYMENT_GATEWAY: "simulator" });
    expect([test.mode, test.paymentGateway.kind, test.testMode]).toEqual(["deployed", "simulator", true]);
    const live = loadConfig({
      ...named,
      PAYMENT_GATEWAY: "ccavenue",
      CCAVENUE_MERCHANT_ID: "2",
      CCAVENUE_ACCESS_CODE: "AVXX00XX00XX00XXXX",
      CCAVENUE_WORKING_KEY: "0123456789ABCDEF0123456789ABCDEF",
      CCAVENUE_URL: "https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction",
    });
    expect([live.mode, live.paymentGateway.kind, live.testMode]).toEqual(["deployed", "ccavenue", false]);
  });
});

describe(`a test deployment: PAYMENT_GATEWAY=simulator on a public address (${databaseKind})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let buyer: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      web: true,
      env: { PUBLIC_URL: "https://investar.example", PAYMENT_GATEWAY: "simulator", SMTP_URL: smtp.url },
    });
    buyer = await createUser(t, { name: "Meera Joshi" });
    await enterBusinessProfile(t);
  });
  afterAll(() => closeTestAppWithMail(t, smtp));

  const onSite = { host: "investar.example" };
  const ribbon =
    /<aside class="test-mode-ribbon" aria-label="Test mode"><strong>Test mode<\/strong>: payments are simulated and no money is taken\./;

  it("shows the Test mode ribbon on every page: the static home page (fresh and from the page cache), hydrated pages, the 404 page", async () => {
    for (const url of ["/", "/", "/user/login", "/Pricing", "/no-such-page"]) {
      const page = await t.app.inject({ method: "GET", url, headers: onSite });
      expect(page.headers["content-type"], url).toMatch(/text\/html/);
      expect(page.body, url).toMatch(ribbon);
    }
    // The home page ships no framework (ADR 0004): the ribbon is in its server-written markup, before the page.
    const home = await t.app.inject({ method: "GET", url: "/", headers: onSite });
    expect(home.body).not.toMatch(/<script[^>]+type="module"/);
    expect(home.body.indexOf("test-mode-ribbon")).toBeLessThan(home.body.indexOf('id="main"'));
  });

  it("shows the ribbon on the simulator's own checkout page too", async () => {
    const { form } = await pendingOrder(t, buyer.userId);
    const page = await postForm(t, form.action, form.fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<aside class="ribbon" aria-label="Test mode"><strong>Test mode</strong>');
  });

  it("never serves the development outbox, not even to this machine", async () => {
    const page = await t.app.inject({ method: "GET", url: "/dev/outbox", headers: onSite });
    expect(page.statusCode).toBe(404);
  });

  it("sends a page load on another host name to PUBLIC_URL's host, path and query kept; API calls and probes are answered where they are", async () => {
    for (const host of ["www.investar.example", "127.0.0.1:3000"]) {
      const page = await t.app.inject({ method: "GET", url: "/Pricing?currency=USD", headers: { host } });
      expect(page.statusCode, host).toBe(308);
      expect(page.headers.location, host).toBe("https://investar.example/Pricing?currency=USD");
    }
    expect((await t.app.inject({ method: "GET", url: "/Pricing", headers: onSite })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/health", headers: { host: "10.0.0.7:3000" } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/health/ready", headers: { host: "10.0.0.7:3000" } })).statusCode).toBe(200);
  });

  it("marks the receipt of a simulated payment TEST, in its subject and its first line", async () => {
    const { orderNumber } = await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter" }, "Simulate success");
    expect((await orderNamed(t, orderNumber)).status).toBe("paid");
    const mail = await smtp.nextMailTo(buyer.email);
    // Soft line breaks of quoted-printable bodies and folded header lines joined again.
    const text = mail.raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");
    expect(text).toMatch(new RegExp(`Subject: TEST: Your Investar subscription is active \\(order ${orderNumber}\\)`));
    expect(text).toContain("TEST: this receipt comes from a test site running the payment simulator. No money was taken.");
  });

  it("prints TEST on the tax invoice and on the credit note, in title, notice and file name", async () => {
    const { order, invoice } = await payOrder(t, buyer.userId);
    const pdf = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${order.id}`, headers: buyer.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="TEST-${invoice.number.replaceAll("/", "-")}.pdf"`);
    // The notice wraps over lines of the page.
    const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, " ");
    const invoiceText = flat(pdf.rawPayload);
    expect(invoiceText).toContain("TEST कर बीजक / Tax Invoice");
    expect(invoiceText).toContain(
      "TEST: issued by a test site running the payment simulator. No money was taken; this is not a valid tax invoice.",
    );

    const note = await t.db.transaction((tx) =>
      issueCreditNote(t.app.deps, tx, { orderId: order.id, amountMinor: 100_00, reason: "Refund of a test order" }),
    );
    const notePdf = await t.app.inject({ method: "GET", url: `/api/payment/CreditNote?id=${note.id}`, headers: buyer.auth });
    expect(notePdf.statusCode).toBe(200);
    const noteText = flat(notePdf.rawPayload);
    expect(noteText).toContain("TEST जमा पत्र / Credit Note");
    expect(noteText).toContain("this is not a valid credit note.");
  });
});

describe(`documents of a local site (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("carry no TEST mark", async () => {
    const buyer = await createUser(t);
    const { order } = await payOrder(t, buyer.userId);
    const text = pdfText(
      (await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${order.id}`, headers: buyer.auth })).rawPayload,
    );
    expect(text).toContain("कर बीजक / Tax Invoice");
    expect(text).not.toContain("TEST");
    expect((await invoiceOf(t, order.id)).isTest).toBe(false);
  });
});
