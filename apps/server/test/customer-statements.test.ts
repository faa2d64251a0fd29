import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYearAt } from "@investar/core";
import { schema } from "@investar/db";
import { creditWallet } from "../src/features/wallet/services/credit-wallet.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { csvRows } from "./support/csv-rows.ts";
import { invoiceOf, movableClock, payOrder } from "./support/invoices.ts";
import { orderNamed } from "./support/payments.ts";
import { pdfText } from "./support/pdf-text.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";

// docs/business-rules.md#customer-statement, ADR 0039.
const clock = movableClock();
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ now: clock.now }));
});
afterAll(() => t.close());

const statement = (user: TestUser | null, userId: number, financialYear: string, format = "csv") =>
  t.app.inject({
    method: "GET",
    url: `/api/payment/Statement?userId=${userId}&financialYear=${encodeURIComponent(financialYear)}&format=${format}`,
    headers: user?.auth ?? {},
  });
const units = (minor: number) => (minor / 100).toFixed(2);
const thisYear = () => financialYearAt(new Date());

/** A customer with a year of everything: a wallet credit, a purchase partly paid from it, and a refund with its credit note. */
async function customerWithAYear() {
  const buyer = await createUser(t, { name: "Kavya Menon" });
  await creditWallet(t.app.deps, { userId: buyer.userId, currency: "INR", kind: "general", amount: 200_00, reason: "Goodwill" });
  const { orderNumber } = await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter", useWallet: true }, "Simulate success");
  const order = await orderNamed(t, orderNumber);
  const refund = await t.app.inject({
    method: "POST",
    url: "/api/payment/RefundPayments",
    headers: admin.auth,
    payload: { paymentId: order.id, amount: 500, to: "wallet", reason: "Bought twice by mistake" },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const invoice = await invoiceOf(t, order.id);
  const [note] = await t.db.select().from(schema.creditNotes).where(eq(schema.creditNotes.orderId, order.id));
  return { buyer, order, invoice, note: note! };
}

describe("a customer's statement for a financial year", () => {
  it("lists every invoice, credit note, refund and wallet movement of the year as CSV, with totals and GST per rate to the paisa", async () => {
    const { buyer, order, invoice, note } = await customerWithAYear();
    const res = await statement(buyer, buyer.userId, thisYear());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="Investar-statement-${thisYear()}.csv"`);
    const rows = csvRows(res.body);
    const lines = rows.slice(
      0,
      rows.findIndex((row) => row.Type === ""),
    );
    const totals = rows.slice(lines.length + 1);

    expect(lines.map((row) => [row.Type, row.Number || row.Order, row.Amount]).sort()).toEqual(
      [
        ["Wallet credit", "", "200.00"],
        ["Wallet debit", "", "-200.00"],
        ["Tax invoice", invoice.number, units(invoice.total)],
        ["Refund", order.orderNumber, "500.00"],
        ["Credit note", note.number, units(-note.total)],
        ["Wallet credit", "", "500.00"],
      ].sort(),
    );
    expect(lines.map((row) => row.Date)).toEqual(lines.map((row) => row.Date).sort());
    expect(lines.find((row) => row.Type === "Tax invoice")).toMatchObject({
      Order: order.orderNumber,
      Currency: "INR",
      "GST rate (%)": "18",
      "Taxable value": units(invoice.taxableValue),
      CGST: units(invoice.cgst),
      SGST: units(invoice.sgst),
      IGST: units(invoice.igst),
    });
    expect(lines.find((row) => row.Type === "Credit note")).toMatchObject({ "Taxable value": units(-note.taxableValue) });

    const total = (label: string) => totals.find((row) => row.Type === label);
    expect(total("Tax invoices (1)")).toMatchObject({ Currency: "INR", Amount: units(invoice.total) });
    expect(total("Less: credit notes (1)")).toMatchObject({ Amount: units(note.total), CGST: units(note.cgst) });
    const net = {
      "Taxable value": units(invoice.taxableValue - note.taxableValue),
      CGST: units(invoice.cgst - note.cgst),
      SGST: units(invoice.sgst - note.sgst),
      IGST: units(invoice.igst - note.igst),
      Amount: units(invoice.total - note.total),
    };
    expect(total("Net of credit notes")).toMatchObject(net);
    expect(total("GST at 18%")).toMatchObject(net);
    expect(total("Refunds (1)")).toMatchObject({ Amount: "500.00" });
    expect(total("Wallet credits")).toMatchObject({ Amount: "700.00" });
    expect(total("Wallet debits")).toMatchObject({ Amount: "200.00" });
    expect(total("Wallet: change over the year")).toMatchObject({ Amount: "500.00" });
  });

  it("is a PDF naming the year, the customer, each document and the totals", async () => {
    const { buyer, invoice, note } = await customerWithAYear();
    const res = await statement(buyer, buyer.userId, thisYear(), "pdf");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="Investar-statement-${thisYear()}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("STATEMENT OF ACCOUNT");
    expect(text).toContain(`Financial year ${thisYear()}`);
    expect(text).toContain("Kavya Menon");
    expect(text).toContain(invoice.number);
    expect(text).toContain(note.number);
    expect(text).toContain("GST at 18%");
    const inr = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 });
    expect(text).toContain(inr.format((invoice.total - note.total) / 100));
  });

  it("for a year with nothing in it is empty, with totals of zero, not an error", async () => {
    const { buyer } = await customerWithAYear();
    const csv = await statement(buyer, buyer.userId, "2018-19");
    expect(csv.statusCode).toBe(200);
    const rows = csvRows(csv.body);
    expect(rows[0]!.Type).toBe("");
    expect(rows.slice(1).map((row) => [row.Type, row.Amount])).toEqual([
      ["Tax invoices (0)", "0.00"],
      ["Less: credit notes (0)", "0.00"],
      ["Net of credit notes", "0.00"],
      ["Refunds (0)", "0.00"],
      ["Wallet credits", "0.00"],
      ["Wallet debits", "0.00"],
      ["Wallet: change over the year", "0.00"],
    ]);
    const pdf = await statement(buyer, buyer.userId, "2018-19", "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain("Nothing was invoiced, credited, refunded or moved in your wallet in this financial year.");
  });

  it("takes the year's bounds in India time: 31 March 23:59 IST is the old year, midnight the new", async () => {
    const buyer = await createUser(t);
    clock.at = new Date("2025-03-31T18:29:00Z");
    const march = await payOrder(t, buyer.userId);
    clock.at = new Date("2025-03-31T18:30:00Z");
    const april = await payOrder(t, buyer.userId);
    clock.at = null;
    const numbersIn = async (fy: string) =>
      csvRows((await statement(buyer, buyer.userId, fy)).body)
        .filter((row) => row.Type === "Tax invoice")
        .map((row) => [row.Date, row.Number]);
    expect(await numbersIn("2024-25")).toEqual([["2025-03-31", march.invoice.number]]);
    expect(await numbersIn("2025-26")).toEqual([["2025-04-01", april.invoice.number]]);
  });

  it("refuses a year in the future, before GST, malformed, or a format it does not make, with the reason", async () => {
    const buyer = await createUser(t);
    const next = `${Number(thisYear().slice(0, 4)) + 1}-${String((Number(thisYear().slice(0, 4)) + 2) % 100).padStart(2, "0")}`;
    const refusals: [string, string, string][] = [
      [next, "csv", `The financial year ${next} has not begun yet: the latest statement is for ${thisYear()}.`],
      ["2016-17", "pdf", "The financial year 2016-17 is before GST began (1 July 2017): the earliest statement is for 2017-18."],
      ["2025", "csv", `financialYear must be a financial year written like ${thisYear()} (April to March).`],
      ["2025-27", "pdf", `financialYear must be a financial year written like ${thisYear()} (April to March).`],
    ];
    for (const [year, format, message] of refusals) {
      const res = await statement(buyer, buyer.userId, year, format);
      expect(res.statusCode, year).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: { financialYear: [message] } });
    }
    const xls = await statement(buyer, buyer.userId, thisYear(), "xls");
    expect(xls.statusCode).toBe(400);
    expect(xls.json().message).toContain('format must be "pdf" or "csv".');
  });

  it("is the customer's own, as are their invoices and credit notes: another customer is refused, no session is refused, an admin may read it", async () => {
    const { buyer, order, note } = await customerWithAYear();
    const other = await createUser(t);
    for (const url of [`/api/payment/Invoice?orderId=${order.id}`, `/api/payment/CreditNote?id=${note.id}`]) {
      expect((await t.app.inject({ method: "GET", url, headers: buyer.auth })).statusCode, url).toBe(200);
      expect((await t.app.inject({ method: "GET", url, headers: other.auth })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect((await statement(other, buyer.userId, thisYear())).statusCode).toBe(403);
    expect((await statement(null, buyer.userId, thisYear())).statusCode).toBe(401);
    const byAdmin = await statement(admin, buyer.userId, thisYear());
    expect(byAdmin.statusCode).toBe(200);
    expect(csvRows(byAdmin.body).some((row) => row.Type === "Tax invoice")).toBe(true);
  });
});
