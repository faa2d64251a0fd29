import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { createTestAppWithMail, closeTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { pdfText } from "./support/pdf-text.ts";
import { expectHindiMail, readMail } from "./support/read-mail.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md (the last points): a Hindi customer's receipt names an add-on by the Hindi name
 * staff gave it, and the tax invoice prints that name beneath the English description, which stays; an English
 * customer's receipt and invoice are as they were.
 */
let t: TestApp;
let smtp: TestSmtp;

// Devanagari is read back from a PDF in drawn order (a short-i matra or reph moves): a name without either.
const EOD_HI = "पुराना EOD डेटा";

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
  await t.db.update(schema.catalogueAddons).set({ nameHi: EOD_HI }).where(eq(schema.catalogueAddons.id, "Extended EOD History"));
});
afterAll(() => closeTestAppWithMail(t, smtp));

async function customer(language: "hi" | "en"): Promise<TestUser> {
  const user = await createUser(t, { name: "Asha Verma" });
  await t.db.update(schema.users).set({ language }).where(eq(schema.users.id, user.userId));
  return user;
}

/** Buys Basic with Extended EOD History; answers the receipt's body and the invoice's text. */
async function buy(user: TestUser, receiptSubject: RegExp): Promise<{ raw: string; invoice: string }> {
  const { orderNumber } = await buyAtSimulator(
    t,
    user,
    { product: "Basic", plan: "Quarter", addons: ["Extended EOD History"] },
    "Simulate success",
  );
  let raw = "";
  for (let i = 0; i < 5 && !receiptSubject.test(readMail(raw).subject); i++) raw = (await smtp.nextMailTo(user.email)).raw;
  expect(readMail(raw).subject).toMatch(receiptSubject);
  const [order] = await t.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  const res = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${order!.id}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return { raw, invoice: pdfText(res.rawPayload) };
}

describe("catalogue names in a customer's receipt and invoice", () => {
  it("a Hindi customer's receipt names the add-on in Hindi; the invoice keeps the English and adds the Hindi", async () => {
    const { raw, invoice } = await buy(await customer("hi"), /सब्सक्रिप्शन चालू हो गया है/);
    const read = expectHindiMail(raw, /सब्सक्रिप्शन चालू हो गया है/);
    expect(read.body).toContain(EOD_HI);
    expect(read.body).not.toContain("Extended EOD History");
    expect(invoice).toContain("Extended EOD History add-on");
    expect(invoice).toContain(EOD_HI);
  });

  it("an English customer's receipt and invoice name it in English only", async () => {
    const { raw, invoice } = await buy(await customer("en"), /Investar subscription is active/);
    expect(readMail(raw).body).toContain("Extended EOD History");
    expect(readMail(raw).body).not.toContain(EOD_HI);
    expect(invoice).toContain("Extended EOD History add-on");
    expect(invoice).not.toContain(EOD_HI);
  });
});
