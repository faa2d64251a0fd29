import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sampleBusinessProfile } from "@investar/core";
import { schema } from "@investar/db";
import { seedTestimonials } from "../../../packages/db/src/seed/testimonials.ts";
import { seedVersionHistory } from "../../../packages/db/src/seed/version-history.ts";
import { enteredBusinessProfile } from "./support/business-profile.ts";
import { buyAtSimulator, checkoutCall, encrypted, paymentRequest } from "./support/checkout.ts";
import { invoiceOf } from "./support/invoices.ts";
import { orderNamed } from "./support/payments.ts";
import { manualPaymentBody, submitManualPayment } from "./support/manual-payments.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";
import { closeTestAppWithMail } from "./support/app-with-mail.ts";

/** ADR 0033: a deployed site takes money only as the business staff entered, and starts without demo content. */

const NOT_OPEN = "Payments open once the business details are complete.";
const onSite = { host: "investar.example" };
/** Values of the sample business that must never reach a deployed site's customers. */
const sampleValues = [
  sampleBusinessProfile.gstin,
  sampleBusinessProfile.payee.accountNumber,
  sampleBusinessProfile.payee.upiVpa,
  sampleBusinessProfile.legalName,
  "Senapati Bapat Road",
];

describe(`a deployed site's first start and its business profile (${databaseKind})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      web: true,
      seed: "starter",
      env: { PUBLIC_URL: "https://investar.example", PAYMENT_GATEWAY: "simulator", SMTP_URL: smtp.url, ADMIN_2FA: "optional" },
    });
    admin = await createUser(t, { role: "Admin" });
    buyer = await createUser(t, { name: "Ravi Iyer" });
  });
  afterAll(() => closeTestAppWithMail(t, smtp));

  const page = (url: string, user?: TestUser) =>
    t.app.inject({ method: "GET", url, headers: { ...onSite, ...(user ? { cookie: `investar_session=${user.token}` } : {}) } });
  const saveProfile = (body: unknown) =>
    t.app.inject({ method: "PUT", url: "/api/admin/business-profile", headers: admin.auth, payload: body as object });
  const checklist = async () =>
    (await t.app.inject({ method: "GET", url: "/api/admin/launch-checklist", headers: admin.auth })).json() as {
      items: { id: string; done: boolean; detail: string; link: string }[];
      ready: boolean;
    };

  it("serves pages with no demo testimonial, webinar or release note", async () => {
    const home = await page("/");
    expect(home.statusCode).toBe(200);
    for (const { author } of seedTestimonials) expect(home.body).not.toContain(author);
    const releases = await page("/investar/version-history");
    expect(releases.statusCode).toBe(200);
    expect(releases.body).not.toContain(seedVersionHistory[0]!.highlights[0]!);
    const webinars = await page("/education/technical-analysis-training");
    expect(webinars.statusCode).toBe(200);
    expect(webinars.body).not.toContain("Basics of Technical Analysis");
    // The sample catalogue is there, to be reviewed.
    expect((await page("/Pricing")).statusCode).toBe(200);
  });

  it("refuses every order while the business profile is empty, and shows no sample business anywhere", async () => {
    const card = await checkoutCall(
      t,
      buyer,
      await encrypted(t, paymentRequest(buyer.userId, { currency: "INR", product: "Standard", plan: "Quarter" })),
    );
    expect([card.statusCode, card.json().message]).toEqual([409, NOT_OPEN]);
    const manual = await submitManualPayment(t, buyer, manualPaymentBody(buyer.userId, "Online Transfer NEFT"));
    expect([manual.statusCode, manual.json().message]).toEqual([409, NOT_OPEN]);
    const upi = await t.app.inject({
      method: "POST",
      url: "/api/payment/StartUpiPayment",
      headers: buyer.auth,
      payload: { userId: buyer.userId, selItems: { currency: "INR", product: "Standard", plan: "Quarter" } },
    });
    expect([upi.statusCode, upi.json().message]).toEqual([409, NOT_OPEN]);
    for (const url of ["/", "/support", "/Pricing/CustomizeSubscription"]) {
      const res = await page(url, buyer);
      expect(res.statusCode, url).toBe(200);
      const body = res.body;
      for (const value of sampleValues) expect(body, `${url}: ${value}`).not.toContain(value);
    }
  });

  it("lists what is missing on the launch checklist", async () => {
    const list = await checklist();
    expect(list.ready).toBe(false);
    expect(list.items.map((item) => [item.id, item.done])).toEqual([
      ["business-profile", false],
      ["payee", false],
      ["catalogue-reviewed", false],
      ["sms-templates", false],
      ["staff-mail", false],
      ["test-payment", false],
    ]);
    for (const item of list.items) expect(Object.keys(item).sort()).toEqual(["detail", "done", "id", "label", "link"]);
    const adminHome = await page("/admin", admin);
    expect(adminHome.statusCode).toBe(200);
    expect(adminHome.body).toContain("Before the site takes payments");
    expect(adminHome.body).toContain('href="/admin/business"');
    const form = await page("/admin/business", admin);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain("the site takes no payments until these details are complete");
  });

  it("refuses a bad profile field by field and saves nothing of it", async () => {
    const bad = {
      ...enteredBusinessProfile,
      gstin: "29AABCK7310Q1ZX",
      address: { ...enteredBusinessProfile.address, pinCode: "056003" },
      payee: { ...enteredBusinessProfile.payee, ifsc: "UTIB1000009", upiVpa: "not a vpa" },
      invoicePrefix: "KAVERI",
    };
    const answer = await saveProfile(bad);
    expect(answer.statusCode).toBe(400);
    const errors = answer.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(["address.pinCode", "gstin", "invoicePrefix", "payee.ifsc", "payee.upiVpa"]);
    expect(errors.gstin![0]).toMatch(/mistyped/);
    expect(errors["payee.ifsc"]![0]).toMatch(/four letters, a zero/);
    // A GSTIN of another state than the address, and a PAN not its own.
    const mismatched = await saveProfile({
      ...enteredBusinessProfile,
      address: { ...enteredBusinessProfile.address, state: "Kerala" },
      pan: "AABCK7311Q",
    });
    expect(Object.keys(mismatched.json().errors).sort()).toEqual(["gstin", "pan"]);
    const stored = (await t.app.inject({ method: "GET", url: "/api/admin/business-profile", headers: admin.auth })).json();
    expect([stored.profile, stored.complete, stored.sample]).toEqual([null, false, null]);
  });

  it("once filled in, takes payments and prints the entered business on the invoice, the payment pages and the UPI QR", async () => {
    const saved = await saveProfile(enteredBusinessProfile);
    expect([saved.statusCode, saved.json()]).toEqual([200, { version: 1 }]);
    expect((await checklist()).items.filter((item) => item.done).map((item) => item.id)).toEqual(["business-profile", "payee"]);

    const { orderNumber } = await buyAtSimulator(t, buyer, { currency: "INR", product: "Standard", plan: "Quarter" }, "Simulate success");
    const invoice = await invoiceOf(t, (await orderNamed(t, orderNumber)).id);
    expect(invoice.number).toMatch(/^KC\/\d{2}-\d{2}\/000001$/);
    const pdf = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${invoice.orderId}`, headers: buyer.auth });
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, " ");
    for (const expected of [enteredBusinessProfile.legalName, "Indiranagar", "Bengaluru 560038", `GSTIN: ${enteredBusinessProfile.gstin}`])
      expect(text).toContain(expected);
    for (const value of sampleValues) expect(text).not.toContain(value);

    const upi = await t.app.inject({
      method: "POST",
      url: "/api/payment/StartUpiPayment",
      headers: buyer.auth,
      payload: { userId: buyer.userId, selItems: { currency: "INR", product: "Standard", plan: "Quarter" } },
    });
    expect(upi.statusCode).toBe(200);
    expect(upi.json().upi.link).toMatch(/^upi:\/\/pay\?pa=kavericharts@axisbank&pn=Kaveri%20Charting%20Solutions%20LLP&/);

    const payment = (await page("/Pricing/CustomizeSubscription", buyer)).body;
    for (const expected of [
      enteredBusinessProfile.payee.accountNumber,
      enteredBusinessProfile.payee.upiVpa,
      enteredBusinessProfile.payee.ifsc,
    ])
      expect(payment).toContain(expected);
    const support = (await page("/support")).body;
    expect(support).toContain(enteredBusinessProfile.supportEmail);
    expect(support).toContain(enteredBusinessProfile.supportPhone);
    for (const url of ["/", "/support", "/Pricing/CustomizeSubscription"]) {
      const res = await page(url, buyer);
      expect(res.statusCode, url).toBe(200);
      const body = res.body;
      for (const value of sampleValues) expect(body, `${url}: ${value}`).not.toContain(value);
    }
  });

  it("keeps an issued invoice as it was when the profile changes, and audits the change", async () => {
    const [before] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.userId, buyer.userId));
    const changed = await saveProfile({ ...enteredBusinessProfile, legalName: "Kaveri Charts Private Limited" });
    expect(changed.json()).toEqual({ version: 2 });
    const pdf = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${before!.orderId}`, headers: buyer.auth });
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain(enteredBusinessProfile.legalName);
    expect(text).not.toContain("Kaveri Charts Private Limited");
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "business-profile"));
    expect(audit.map((row) => [row.actorId, (row.details as { after: { legalName: string } }).after.legalName])).toEqual([
      [admin.userId, enteredBusinessProfile.legalName],
      [admin.userId, "Kaveri Charts Private Limited"],
    ]);
  });

  it("tells customers in mails to write to the entered support address", async () => {
    const customer = await createUser(t, { name: "Asha Rao" });
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/changePassword",
      headers: customer.auth,
      payload: { userId: customer.userId, oldPassword: customer.password, newPassword: "Nifty50rally2026" },
    });
    expect(changed.statusCode).toBe(200);
    const mail = (await smtp.nextMailTo(customer.email)).raw.replace(/=\r?\n/g, "");
    expect(mail).toContain("Your Investar password was changed");
    expect(mail).toContain(enteredBusinessProfile.supportEmail);
    expect(mail).not.toContain("support@investarindia.com");
  });

  it("ticks the catalogue off the launch checklist when staff confirm it", async () => {
    const confirmed = await t.app.inject({ method: "POST", url: "/api/admin/launch-steps/catalogue-reviewed", headers: admin.auth });
    expect(confirmed.statusCode).toBe(200);
    const item = (await checklist()).items.find((entry) => entry.id === "catalogue-reviewed");
    expect(item?.done).toBe(true);
  });
});

describe(`a local installation without a business profile (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ web: true });
  });
  afterAll(() => t.close());

  it("takes test orders with the sample business, marked as such on the invoice and the payment page", async () => {
    const buyer = await createUser(t);
    const { orderNumber } = await buyAtSimulator(t, buyer, { currency: "INR", product: "Standard", plan: "Quarter" }, "Simulate success");
    const invoice = await invoiceOf(t, (await orderNamed(t, orderNumber)).id);
    expect(invoice.supplier.legalName).toBe("Investar Technologies Pvt. Ltd. (SAMPLE)");
    const payment = await t.app.inject({
      method: "GET",
      url: "/Pricing/CustomizeSubscription",
      headers: { cookie: `investar_session=${buyer.token}` },
    });
    expect(payment.body).toContain(sampleBusinessProfile.payee.accountNumber);
    expect(payment.body).toContain("Investar (SAMPLE)");
  });
});
