import { createElement } from "react";
import { renderInAccountPage } from "./support/account-page.ts";
import { describe, expect, it } from "vitest";
import { InvoicesSection } from "../app/components/billing/invoices-section.tsx";
import type { TaxDocumentEntry } from "@investar/contract/pages/invoices";

const invoice: TaxDocumentEntry = {
  kind: "invoice",
  id: 4,
  number: "INV/26-27/000123",
  issuedAt: "2026-11-21T20:00:00.000Z", // 22 Nov in India
  orderId: 17,
  orderNumber: "INV-2026-7KQ4M0ZD9A",
  currency: "INR",
  total: 412_400,
  invoiceNumber: null,
  reason: null,
  downloadUrl: "/api/payment/Invoice?orderId=17",
};
const note: TaxDocumentEntry = {
  ...invoice,
  kind: "creditNote",
  id: 2,
  number: "CN/26-27/000007",
  total: 100_000,
  invoiceNumber: invoice.number,
  reason: "Refund of unused months",
  downloadUrl: "/api/payment/CreditNote?id=2",
};

describe("InvoicesSection", () => {
  it("lists invoices and credit notes with India dates, amounts and PDF links", () => {
    const html = renderInAccountPage(createElement(InvoicesSection, { documents: [note, invoice] }));
    expect(html).toContain("INV/26-27/000123");
    expect(html).toContain("Against INV/26-27/000123: Refund of unused months");
    expect(html).toContain("22 Nov 2026");
    expect(html).toContain("₹4,124");
    expect(html).toContain("−₹1,000");
    expect(html).toContain('href="/api/payment/Invoice?orderId=17" download="" aria-label="Download Tax invoice INV/26-27/000123 (PDF)"');
    expect(html).toContain('href="/api/payment/CreditNote?id=2"');
  });

  it("says what to expect when there is nothing yet", () => {
    expect(renderInAccountPage(createElement(InvoicesSection, { documents: [] }))).toContain("You have no invoices yet.");
  });
});
