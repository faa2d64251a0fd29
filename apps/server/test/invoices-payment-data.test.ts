import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  ({ t, user: buyer } = await createTestAppWithUser());
});
afterAll(() => t.close());

function paymentData(query: string, user: TestUser = buyer) {
  return t.app.inject({ method: "POST", url: `/api/payment/GetPaymentData?userId=${user.userId}&${query}`, headers: user.auth });
}

const stored = async () =>
  (await t.db.select().from(schema.customerTaxDetails).where(eq(schema.customerTaxDetails.userId, buyer.userId)))[0] ?? null;

describe(`payment/GetPaymentData (${databaseKind})`, () => {
  it("answers the payment data: amounts as given, the place of supply and the split", async () => {
    const res = await paymentData("currency=INR&gstAmount=448&creditAmount=500");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: buyer.userId,
      currency: "INR",
      gstAmount: 448,
      creditAmount: 500,
      gstIn: null,
      billingState: null,
      placeOfSupply: "Maharashtra (27)",
      supplyType: "intraState",
      cgst: 224,
      sgst: 224,
      igst: 0,
    });
    expect(await stored()).toBeNull(); // nothing given, nothing kept
  });

  it("keeps a valid GSTIN (any case, spaces ignored) and its state; keeps it when gstIn is absent; removes it when empty", async () => {
    expect((await paymentData("currency=INR&gstIn=29aagcb%207383j1z4")).json()).toMatchObject({
      gstIn: "29AAGCB7383J1Z4",
      billingState: "Karnataka",
      supplyType: "interState",
    });
    expect(await stored()).toMatchObject({ gstin: "29AAGCB7383J1Z4", billingState: "Karnataka" });
    expect((await paymentData("currency=INR&gstAmount=100")).json()).toMatchObject({ gstIn: "29AAGCB7383J1Z4", igst: 100 });
    expect((await paymentData("currency=INR&gstIn=")).json()).toMatchObject({ gstIn: null, billingState: "Karnataka" });
    expect((await paymentData("currency=INR&billingState=")).json()).toMatchObject({ billingState: null, supplyType: "intraState" });
  });

  it("treats a payment in US dollars as an export", async () => {
    expect((await paymentData("currency=USD&creditAmount=12.5")).json()).toMatchObject({
      supplyType: "export",
      placeOfSupply: "Outside India (export of services)",
      creditAmount: 12.5,
      igst: 0,
    });
  });

  it.each([
    ["an invalid GSTIN", "currency=INR&gstIn=27AAPFU0939F1ZW", /mistyped/, "gstIn"],
    ["a GSTIN of the wrong shape", "currency=INR&gstIn=HELLO", /15 characters/, "gstIn"],
    ["a GSTIN with an unknown state code", "currency=INR&gstIn=99AAPFU0939F1ZV", /not a GST state code/, "gstIn"],
    [
      "a billing state that is not the GSTIN's",
      "currency=INR&gstIn=29AAGCB7383J1Z4&billingState=Goa",
      /registered in Karnataka, not Goa/,
      "billingState",
    ],
    ["a state outside India", "currency=INR&billingState=Texas", /not a state or union territory of India/, "billingState"],
    ["GST on US dollars", "currency=USD&gstAmount=5", /No GST is charged on payments in US dollars/, "gstAmount"],
    ["paise of GST", "currency=INR&gstAmount=448.5", /whole number of rupees/, "gstAmount"],
  ])("answers 400 with a message for %s", async (_, query, message, field) => {
    const res = await paymentData(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json().errors?.[field]).toBeDefined();
  });

  it.each([
    ["a missing currency", "gstAmount=10"],
    ["an unknown currency", "currency=EUR"],
    ["a negative amount", "currency=INR&creditAmount=-5"],
    ["an amount that is not a number", "currency=INR&gstAmount=lots"],
  ])("answers 400 for %s", async (_, query) => {
    expect((await paymentData(query)).statusCode).toBe(400);
  });

  it("refuses another customer's id and lets an admin act for one", async () => {
    const other = await createUser(t);
    const admin = await createUser(t, { role: "SPAdmin" });
    const asOther = await t.app.inject({
      method: "POST",
      url: `/api/payment/GetPaymentData?userId=${buyer.userId}&currency=INR&gstIn=07AAGFF2194N1Z1`,
      headers: other.auth,
    });
    expect(asOther.statusCode).toBe(403);
    expect((await stored())?.gstin).not.toBe("07AAGFF2194N1Z1");
    const byAdmin = await t.app.inject({
      method: "POST",
      url: `/api/payment/GetPaymentData?userId=${other.userId}&currency=INR&gstIn=07AAGFF2194N1Z1`,
      headers: admin.auth,
    });
    expect(byAdmin.json()).toMatchObject({ userId: other.userId, gstIn: "07AAGFF2194N1Z1", placeOfSupply: "Delhi (07)" });
  });
});
