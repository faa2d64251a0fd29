import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { issueCreditNote } from "../src/features/invoices/services/issue-credit-note.ts";
import { createOrder } from "../src/features/payments/services/create-order.ts";
import { transitionOrder } from "../src/features/payments/services/transition-order.ts";
import { invoiceOf, payOrder, sampleQuote } from "./support/invoices.ts";
import { withPaidHook } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind } from "./support/test-app.ts";
import { suiteApp } from "./support/suite.ts";

const t = suiteApp();

function paymentData(user: TestUser, query: Record<string, string>) {
  const params = new URLSearchParams({ userId: String(user.userId), currency: "INR", ...query });
  return t.app.inject({ method: "POST", url: `/api/payment/GetPaymentData?${params}`, headers: user.auth });
}

describe(`tax split on invoices (${databaseKind})`, () => {
  it("a customer in the supplier's state (or who gave no state) pays CGST 9% + SGST 9%, adding up to the GST charged", async () => {
    const buyer = await createUser(t);
    const snapshot = sampleQuote({ currency: "INR", product: "Pro", plan: "Annual" });
    const { invoice } = await payOrder(t, buyer.userId, snapshot);
    const { summary } = snapshot;
    expect(invoice).toMatchObject({
      supplyType: "intraState",
      placeOfSupply: "Maharashtra (27)",
      igst: 0,
      taxableValue: summary.originalPrice - summary.discount,
    });
    expect(invoice.cgst + invoice.sgst).toBe(summary.gst);
    expect(Math.abs(invoice.cgst - invoice.sgst)).toBeLessThanOrEqual(1);
    expect(invoice.total).toBe(summary.totalExcludingDeduction);
    expect(invoice.amountPaid).toBe(summary.total);
    expect(invoice.supplier).toMatchObject({
      legalName: "Investar Technologies Pvt. Ltd. (SAMPLE)",
      gstin: "27AAHCI4821M1Z9",
      stateCode: "27",
    });
  });

  it("a customer billing from another state pays IGST 18%", async () => {
    const buyer = await createUser(t);
    const answer = await paymentData(buyer, { billingState: "Karnataka", gstAmount: "448" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      billingState: "Karnataka",
      placeOfSupply: "Karnataka (29)",
      supplyType: "interState",
      gstAmount: 448,
      igst: 448,
      cgst: 0,
      sgst: 0,
    });
    const snapshot = sampleQuote({ currency: "INR" });
    const { invoice } = await payOrder(t, buyer.userId, snapshot);
    expect(invoice).toMatchObject({
      supplyType: "interState",
      placeOfSupply: "Karnataka (29)",
      cgst: 0,
      sgst: 0,
      igst: snapshot.summary.gst,
    });
    expect(invoice.customer).toMatchObject({ billingState: "Karnataka", gstin: null });
  });

  it("a registered customer's GSTIN is printed and its state is the place of supply", async () => {
    const buyer = await createUser(t);
    const answer = await paymentData(buyer, { gstIn: "33aaach7409r1z8", gstAmount: "629" });
    expect(answer.json()).toMatchObject({ gstIn: "33AAACH7409R1Z8", billingState: "Tamil Nadu", supplyType: "interState", igst: 629 });
    const { invoice } = await payOrder(t, buyer.userId);
    expect(invoice.customer.gstin).toBe("33AAACH7409R1Z8");
    expect(invoice.placeOfSupply).toBe("Tamil Nadu (33)");

    // A Maharashtra GSTIN: intra-state again, the split to the paisa (₹629 → ₹314.50 + ₹314.50).
    expect((await paymentData(buyer, { gstIn: "27AAPFU0939F1ZV", gstAmount: "629" })).json()).toMatchObject({
      supplyType: "intraState",
      cgst: 314.5,
      sgst: 314.5,
      igst: 0,
    });
    expect((await payOrder(t, buyer.userId)).invoice).toMatchObject({ supplyType: "intraState", customer: { gstin: "27AAPFU0939F1ZV" } });
  });

  it("the GSTIN given last wins, whether on the payment form or through GetPaymentData", async () => {
    const buyer = await createUser(t);
    await t.db.insert(schema.userPaymentFormDetails).values({
      userId: buyer.userId,
      name: "Deshpande Traders LLP",
      address: "7 Laxmi Road",
      city: "Bengaluru",
      state: "Karnataka",
      pinCode: "560001",
      country: "India",
      phone: "9876543210",
      gstin: "29AAGCB7383J1Z4",
      updatedAt: new Date(Date.now() - 60_000),
    });
    const first = await payOrder(t, buyer.userId);
    expect(first.invoice.customer).toMatchObject({
      name: "Deshpande Traders LLP",
      gstin: "29AAGCB7383J1Z4",
      addressLines: ["7 Laxmi Road", "Bengaluru 560001", "Karnataka, India"],
    });
    expect(first.invoice.supplyType).toBe("interState");
    // The customer then removes the GSTIN at checkout: the next invoice has none, and the form's state still counts.
    expect((await paymentData(buyer, { gstIn: "" })).json()).toMatchObject({ gstIn: null, billingState: "Karnataka" });
    expect((await payOrder(t, buyer.userId)).invoice.customer).toMatchObject({ gstin: null, billingState: "Karnataka" });
  });

  it("a payment in US dollars is an export: zero-rated, no IGST, total = taxable value", async () => {
    const buyer = await createUser(t);
    const snapshot = sampleQuote({ currency: "USD" });
    const { invoice } = await payOrder(t, buyer.userId, snapshot);
    expect(invoice).toMatchObject({
      currency: "USD",
      supplyType: "export",
      placeOfSupply: "Outside India (export of services)",
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    expect(invoice.total).toBe(invoice.taxableValue);
    expect(invoice.total).toBe(snapshot.summary.totalExcludingDeduction);
  });
});

describe(`credit notes (${databaseKind})`, () => {
  it("credit a full refund with the invoice's own amounts, and a partial one in proportion", async () => {
    const buyer = await createUser(t);
    const { order, invoice } = await payOrder(t, buyer.userId);
    const issue = (amountMinor: number) =>
      t.db.transaction((tx) => issueCreditNote(t.app.deps, tx, { orderId: order.id, amountMinor, reason: "Refund of unused months" }));
    const part = await issue(1000_00);
    expect(part).toMatchObject({
      invoiceId: invoice.id,
      supplyType: invoice.supplyType,
      total: 1000_00,
      reason: "Refund of unused months",
    });
    expect(part.taxableValue + part.cgst + part.sgst + part.igst).toBe(1000_00);
    expect(part.cgst + part.sgst).toBe(Math.round((1000_00 * (invoice.cgst + invoice.sgst)) / invoice.total));
    const rest = await issue(invoice.total - 1000_00);
    expect(part.taxableValue + rest.taxableValue).toBe(invoice.taxableValue);
    expect(part.cgst + rest.cgst).toBe(invoice.cgst);
    expect(part.sgst + rest.sgst).toBe(invoice.sgst);
    await expect(issue(100)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Only ₹0 of this invoice is left/) });
  });

  it("invoice a paid order that has no invoice yet before crediting it, and refuse an unpaid or unknown order", async () => {
    const buyer = await createUser(t);
    const deps = t.app.deps;
    const refund = (orderId: number) =>
      t.db.transaction((tx) => issueCreditNote(deps, tx, { orderId, amountMinor: 100_00, reason: "Refund" }));
    const order = await createOrder(deps, buyer.userId, sampleQuote({ currency: "INR" }), "CCAvenue");
    await transitionOrder(deps, { orderId: order.id, from: "created", to: "pending" });
    await expect(refund(order.id)).rejects.toMatchObject({ status: 409 });
    await transitionOrder(
      withPaidHook(deps, async () => {}),
      { orderId: order.id, from: "pending", to: "paid" },
    ); // paid before invoicing existed
    const note = await refund(order.id);
    expect(note.invoiceId).toBe((await invoiceOf(t, order.id)).id);
    await expect(refund(987_654)).rejects.toMatchObject({ status: 404 });
  });
});
