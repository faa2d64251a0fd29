import { describe, expect, it } from "vitest";
import { amountInWords } from "@investar/core";
import { issueCreditNote } from "../src/features/invoices/services/issue-credit-note.ts";
import { documentAmount } from "../src/features/invoices/services/tax-document-view.ts";
import { createOrder } from "../src/features/payments/services/create-order.ts";
import { asSubscriptionOrder } from "../src/features/payments/services/on-order-paid.ts";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { invoiceOf, payOrder, sampleQuote } from "./support/invoices.ts";
import { payAtSimulator, pendingOrder, submit } from "./support/payments.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser } from "./support/sessions.ts";
import { databaseKind } from "./support/test-app.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp({});
const buyer = suiteUser(t, { name: "Asha Deshpande" });
const other = suiteUser(t);
const admin = suiteUser(t, { role: "Admin" });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe(`invoice PDFs (${databaseKind})`, () => {
  it("downloads a tax invoice with the supplier, the customer, the number, SAC, the tax split, the total and its words", async () => {
    await t.app.inject({
      method: "POST",
      url: `/api/payment/GetPaymentData?userId=${buyer.userId}&currency=INR&gstIn=29AAGCB7383J1Z4`,
      headers: buyer.auth,
    });
    const { order, invoice } = await payOrder(
      t,
      buyer.userId,
      sampleQuote({ currency: "INR", product: "Pro", plan: "Quarter", couponCode: "WELCOME10" }),
    );
    const res = await get(`/api/payment/Invoice?orderId=${order.id}`, buyer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${invoice.number.replaceAll("/", "-")}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const text = pdfText(res.rawPayload);
    const m = (minor: number) => documentAmount(minor, "INR");
    for (const expected of [
      "कर बीजक / Tax Invoice",
      "Investar Technologies Pvt. Ltd.",
      "GSTIN: 27AAHCI4821M1Z9",
      invoice.number,
      order.orderNumber,
      "Asha Deshpande",
      "GSTIN: 29AAGCB7383J1Z4",
      "Karnataka (29)",
      "997331",
      "Less: discount",
      "Taxable value",
      m(invoice.taxableValue),
      "IGST @ 18%",
      m(invoice.igst),
      "Total (INR)",
      m(invoice.total),
      amountInWords(invoice.total, "INR"),
      "This is a computer-generated invoice.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("CGST");
  });

  it("is issued by activation when a card payment succeeds, and downloads from the order", async () => {
    const card = await createUser(t);
    const { order, form } = await pendingOrder(t, card.userId);
    expect((await submit(t, await payAtSimulator(t, form, "Simulate success"))).statusCode).toBe(303);
    const invoice = await invoiceOf(t, order.id);
    expect(invoice).toMatchObject({
      userId: card.userId,
      total: asSubscriptionOrder(order).quote.summary.totalExcludingDeduction,
      amountPaid: order.amount,
    });
    const res = await get(`/api/payment/Invoice?orderId=${order.orderNumber}`, card.auth);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(invoice.number);
  });

  it("is found by the order's number too, and shows CGST and SGST for a customer in Maharashtra", async () => {
    const local = await createUser(t);
    const { order, invoice } = await payOrder(t, local.userId);
    const text = pdfText((await get(`/api/payment/Invoice?orderId=${order.orderNumber}`, local.auth)).rawPayload);
    expect(text).toContain(`CGST @ 9%\n₹${documentAmount(invoice.cgst, "INR")}`);
    expect(text).toContain(`SGST @ 9%\n₹${documentAmount(invoice.sgst, "INR")}`);
    expect(text).toContain("Maharashtra (27)");
  });

  it("marks an export invoice as zero-rated under a letter of undertaking, in US dollars", async () => {
    const { order, invoice } = await payOrder(t, buyer.userId, sampleQuote({ currency: "USD" }));
    const text = pdfText((await get(`/api/payment/Invoice?orderId=${order.id}`, buyer.auth)).rawPayload);
    expect(text).toContain("Outside India (export of services)");
    expect(text).toContain("IGST @ 0% (zero-rated export)");
    expect(text).toContain("Supply meant for export under letter of undertaking without payment of integrated tax.");
    expect(text).toContain(amountInWords(invoice.total, "USD"));
    expect(text).toContain(`Total (USD)\n$${documentAmount(invoice.total, "USD")}`);
  });

  it("is the customer's and the admins' only", async () => {
    const { order } = await payOrder(t, buyer.userId);
    const url = `/api/payment/Invoice?orderId=${order.id}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, other.auth)).statusCode).toBe(403);
    expect((await get(url, admin.auth)).statusCode).toBe(200);
  });

  it("answers 404 for an order without an invoice, and 400 for what is not an order id", async () => {
    const unpaid = await createOrder(t.app.deps, buyer.userId, sampleQuote({ currency: "INR" }), "CCAvenue");
    const none = await get(`/api/payment/Invoice?orderId=${unpaid.id}`, buyer.auth);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/has no tax invoice/);
    expect((await get("/api/payment/Invoice?orderId=99999999", buyer.auth)).statusCode).toBe(404);
    for (const bad of ["abc", "-4", "0", "1.5", "INV-2026-SHORT"]) {
      const res = await get(`/api/payment/Invoice?orderId=${bad}`, buyer.auth);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/orderId/);
    }
    expect((await get("/api/payment/Invoice", buyer.auth)).statusCode).toBe(400);
  });
});

describe(`credit notes and the list (${databaseKind})`, () => {
  it("lists a customer's invoices and credit notes newest first, and downloads the credit note", async () => {
    const customer = await createUser(t, { name: "Ravi Kulkarni" });
    const first = await payOrder(t, customer.userId);
    const second = await payOrder(t, customer.userId);
    const note = await t.db.transaction((tx) =>
      issueCreditNote(t.app.deps, tx, { orderId: first.order.id, amountMinor: 500_00, reason: "Refund of the intraday add-on" }),
    );

    const list = await get(`/api/payment/GetInvoices?userId=${customer.userId}`, customer.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { kind: string; number: string }) => [e.kind, e.number])).toEqual([
      ["creditNote", note.number],
      ["invoice", second.invoice.number],
      ["invoice", first.invoice.number],
    ]);
    expect(list.json()[0]).toMatchObject({
      total: 500,
      currency: "INR",
      invoiceNumber: first.invoice.number,
      reason: "Refund of the intraday add-on",
      downloadUrl: `/api/payment/CreditNote?id=${note.id}`,
    });
    expect(list.json()[1]).toMatchObject({
      total: second.invoice.total / 100,
      orderNumber: second.order.orderNumber,
      downloadUrl: `/api/payment/Invoice?orderId=${second.order.id}`,
    });
    // The page loader's in-process call answers the same list, in minor units.
    const forPage = await createWebServices(t.app.deps).listInvoices(customer.userId, null);
    expect(forPage!.documents.map((e) => [e.number, e.total])).toEqual([
      [note.number, 500_00],
      [second.invoice.number, second.invoice.total],
      [first.invoice.number, first.invoice.total],
    ]);

    const pdf = await get(`/api/payment/CreditNote?id=${note.id}`, customer.auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      "जमा पत्र / Credit Note",
      note.number,
      first.invoice.number,
      "Refund of the intraday add-on",
      `Total credited (INR)\n₹${documentAmount(500_00, "INR")}`,
      "Rupees Five Hundred Only",
      "This is a computer-generated credit note.",
    ]) {
      expect(text).toContain(expected);
    }
    expect((await get(`/api/payment/CreditNote?id=${note.id}`, other.auth)).statusCode).toBe(403);
    expect((await get(`/api/payment/CreditNote?id=${note.id}`, admin.auth)).statusCode).toBe(200);
    expect((await get("/api/payment/CreditNote?id=99999999", customer.auth)).statusCode).toBe(404);
    expect((await get("/api/payment/CreditNote?id=x", customer.auth)).statusCode).toBe(400);
    expect((await get(`/api/payment/GetInvoices?userId=${customer.userId}`, other.auth)).statusCode).toBe(403);
    expect((await get(`/api/payment/GetInvoices?userId=${other.userId}`, other.auth)).json()).toEqual([]);
  });
});
