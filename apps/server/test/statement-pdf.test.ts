import { describe, expect, it } from "vitest";
import { assembleStatement, statementPeriod, type StatementInvoice } from "@investar/core";
import { renderStatementPdf } from "../src/integrations/pdf/statement-pdf.ts";
import { statementView } from "../src/features/statements/services/statement-view.ts";
import { pdfText } from "./support/pdf-text.ts";

// ADR 0039: a long year runs over several pages, every line and the totals on them.
describe("the statement's PDF", () => {
  it("runs a year of many documents over pages, losing none, with the totals after them", async () => {
    const period = statementPeriod("2025-26");
    const invoices: StatementInvoice[] = Array.from({ length: 120 }, (_, i) => ({
      number: `INV/25-26/${String(i + 1).padStart(6, "0")}`,
      issuedAt: new Date(period.from.getTime() + i * 86_400_000),
      orderNumber: `INV-2025-ORDER${i + 1}`,
      currency: "INR",
      supplyType: i % 2 === 0 ? "intraState" : "interState",
      taxable: 2493_00,
      cgst: i % 2 === 0 ? 224_50 : 0,
      sgst: i % 2 === 0 ? 224_50 : 0,
      igst: i % 2 === 0 ? 0 : 449_00,
      total: 2942_00,
    }));
    const statement = assembleStatement(period, { invoices, creditNotes: [], refunds: [], walletMovements: [] });
    const pdf = await renderStatementPdf(
      statementView({
        statement,
        customer: { userId: 7, name: "Kavya Menon", email: "kavya@example.in" },
        supplier: null,
        at: new Date(),
        test: false,
      }),
    );
    const pages = pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(2);
    const text = pdfText(pdf);
    for (const invoice of invoices) expect(text).toContain(invoice.number);
    expect(text).toContain("Tax invoices (120)");
    expect(text).toContain("3,53,040.00"); // 120 × 2,942.00
    expect(text.lastIndexOf("Totals and GST per rate (INR)")).toBeGreaterThan(text.lastIndexOf("INV/25-26/000120"));
  });

  it("from a test deployment says TEST in its title and why (ADR 0012)", async () => {
    const statement = assembleStatement(statementPeriod("2025-26"), { invoices: [], creditNotes: [], refunds: [], walletMovements: [] });
    const customer = { userId: 7, name: "Kavya Menon", email: "kavya@example.in" };
    const text = pdfText(await renderStatementPdf(statementView({ statement, customer, supplier: null, at: new Date(), test: true })));
    expect(text).toContain("TEST STATEMENT OF ACCOUNT");
    expect(text).toContain("TEST: drawn up by a test site running the payment simulator.");
  });

  it("is drawn in Noto Sans Devanagari with its headings in Hindi and English and the rupee sign before amounts (ADR 0061)", async () => {
    const period = statementPeriod("2025-26");
    const invoices: StatementInvoice[] = [
      {
        number: "INV/25-26/000001",
        issuedAt: new Date(period.from.getTime() + 86_400_000),
        orderNumber: "INV-2025-ORDER1",
        currency: "INR",
        supplyType: "intraState",
        taxable: 2493_00,
        cgst: 224_50,
        sgst: 224_50,
        igst: 0,
        total: 2942_00,
      },
    ];
    const statement = assembleStatement(period, { invoices, creditNotes: [], refunds: [], walletMovements: [] });
    const customer = { userId: 7, name: "Kavya Menon", email: "kavya@example.in" };
    const pdf = await renderStatementPdf(statementView({ statement, customer, supplier: null, at: new Date(), test: false }));
    expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    expect(pdf.toString("latin1")).not.toContain("Helvetica");
    // Devanagari comes back in drawn order: the words checked have no short-i matra (test/support/pdf-text.ts).
    const text = pdfText(pdf);
    expect(text).toContain("खाता");
    expect(text).toContain("STATEMENT OF ACCOUNT");
    expect(text).toContain("ग्राहक / STATEMENT FOR");
    expect(text).toContain("ग्राहक ID");
    expect(text).toContain("दस्तावेज़ और लेन-देन / Documents and movements (INR)");
    expect(text).toContain("कुल योग और GST दर के अनुसार / Totals and GST per rate (INR)");
    expect(text).toContain("तारीख");
    expect(text).toContain("₹2,942.00");
    expect(text).toContain("₹224.50");
  });
});
