/**
 * docs/business-rules.md#billing-details: the billing details a buyer saves at checkout (SetUserPaymentFormDetails) are who the tax
 * invoice is made out to — the legal name, the address, the GSTIN — and the buyer's state decides the
 * place of supply and so CGST + SGST (Maharashtra, the supplier's state) or IGST (any other state).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingMessages } from "@investar/core/billing-details";
import { documentAmount } from "../src/features/invoices/services/tax-document-view.ts";
import { invoiceOf, payOrder } from "./support/invoices.ts";
import { payAtSimulator, pendingOrder, submit } from "./support/payments.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const saveBillingDetails = (user: TestUser, details: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/payment/SetUserPaymentFormDetails?userId=${user.userId}`,
    headers: user.auth,
    payload: details,
  });

async function invoiceText(user: TestUser, orderNumber: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: `/api/payment/Invoice?orderId=${orderNumber}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

const bengaluruFirm = {
  name: "Deshpande Traders LLP",
  address: "3rd floor, 7 Laxmi Road",
  city: "Bengaluru",
  state: "Karnataka",
  pinCode: "560001",
  country: "India",
  phone: "9876543210",
  gstin: "29aagcb7383j1z4",
};

describe(`the invoice follows the billing details (${databaseKind})`, () => {
  it("a business in Karnataka that paid by card gets its legal name, address and GSTIN printed, and IGST", async () => {
    const buyer = await createUser(t, { name: "Asha Deshpande" });
    expect((await saveBillingDetails(buyer, bengaluruFirm)).statusCode).toBe(200);
    const { order, form } = await pendingOrder(t, buyer.userId);
    expect((await submit(t, await payAtSimulator(t, form, "Simulate success"))).statusCode).toBe(303);
    const invoice = await invoiceOf(t, order.id);

    const text = await invoiceText(buyer, order.orderNumber);
    for (const expected of [
      "Deshpande Traders LLP",
      "3rd floor, 7 Laxmi Road",
      "Bengaluru 560001",
      "Karnataka, India",
      "GSTIN: 29AAGCB7383J1Z4",
      "State: Karnataka (29)",
      `Place of supply\nKarnataka (29)`,
      `IGST @ 18%\n₹${documentAmount(invoice.igst, "INR")}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("CGST");
    // The invoice is made out to the business, not to the account holder's own name.
    expect(text).not.toContain("Asha Deshpande");
  });

  it("a buyer billing from Maharashtra, the supplier's state, pays CGST + SGST, with no GSTIN line of their own", async () => {
    const buyer = await createUser(t, { name: "Meera Iyer" });
    await saveBillingDetails(buyer, {
      ...bengaluruFirm,
      name: "Meera Iyer",
      city: "Pune",
      state: "Maharashtra",
      pinCode: "411004",
      gstin: "",
    });
    const { order, invoice } = await payOrder(t, buyer.userId);
    expect(invoice).toMatchObject({ supplyType: "intraState", placeOfSupply: "Maharashtra (27)", igst: 0 });

    const text = await invoiceText(buyer, order.orderNumber);
    expect(text).toContain("State: Maharashtra (27)");
    expect(text).toContain(`CGST @ 9%\n₹${documentAmount(invoice.cgst, "INR")}`);
    expect(text).toContain(`SGST @ 9%\n₹${documentAmount(invoice.sgst, "INR")}`);
    expect(text).not.toContain("IGST");
    // The supplier's GSTIN is the only one on the page.
    expect(text.match(/GSTIN: /g)).toHaveLength(1);
  });

  it("the billing state, not the profile's, is the place of supply; a later change applies to the next invoice", async () => {
    const buyer = await createUser(t);
    await t.app.inject({
      method: "POST",
      url: `/api/user/SaveContactProfile?userId=${buyer.userId}`,
      headers: buyer.auth,
      payload: { country: "India", state: "Maharashtra", city: "Pune", address: "1 FC Road", pinCode: "411004" },
    });
    await saveBillingDetails(buyer, {
      ...bengaluruFirm,
      name: "Kaveri Foods",
      city: "Chennai",
      state: "Tamil Nadu",
      pinCode: "600001",
      gstin: "",
    });
    const first = await payOrder(t, buyer.userId);
    expect(first.invoice).toMatchObject({ supplyType: "interState", placeOfSupply: "Tamil Nadu (33)", cgst: 0, sgst: 0 });
    expect(await invoiceText(buyer, first.order.orderNumber)).toContain("State: Tamil Nadu (33)");

    await saveBillingDetails(buyer, {
      ...bengaluruFirm,
      name: "Kaveri Foods",
      city: "Mumbai",
      state: "Maharashtra",
      pinCode: "400001",
      gstin: "",
    });
    const second = await payOrder(t, buyer.userId);
    expect(second.invoice).toMatchObject({ supplyType: "intraState", placeOfSupply: "Maharashtra (27)", igst: 0 });
    // An invoice already issued is not rewritten.
    expect((await invoiceOf(t, first.order.id)).placeOfSupply).toBe("Tamil Nadu (33)");
  });

  it("a consumer who gave only their state pays by card, and the invoice is made out to them with that state as the place of supply", async () => {
    const buyer = await createUser(t, { name: "Kavya Rao" });
    const stateOnly = { name: "", address: "", city: "", state: "Kerala", pinCode: "", country: "India", phone: "", gstin: "" };
    expect((await saveBillingDetails(buyer, stateOnly)).statusCode).toBe(200);
    const { order, form } = await pendingOrder(t, buyer.userId);
    expect((await submit(t, await payAtSimulator(t, form, "Simulate success"))).statusCode).toBe(303);
    const invoice = await invoiceOf(t, order.id);
    expect(invoice).toMatchObject({ supplyType: "interState", placeOfSupply: "Kerala (32)", cgst: 0, sgst: 0 });

    const text = await invoiceText(buyer, order.orderNumber);
    for (const expected of ["Kavya Rao", "Kerala, India", "State: Kerala (32)", "Place of supply\nKerala (32)", "IGST @ 18%"])
      expect(text).toContain(expected);
    // No empty address lines or placeholders stand in for what was not given.
    expect(text).not.toMatch(/undefined|null|\n\s*,/);
  });

  it("refuses a GSTIN of another state than the billing address, so no invoice can disagree with itself", async () => {
    const buyer = await createUser(t);
    const res = await saveBillingDetails(buyer, { ...bengaluruFirm, gstin: "27AAPFU0939F1ZV" });
    expect(res.statusCode).toBe(400);
    const message = billingMessages.gstinStateMismatch("Maharashtra", "Karnataka");
    expect(res.json()).toMatchObject({ message, errors: { gstin: [message] } });
  });
});
