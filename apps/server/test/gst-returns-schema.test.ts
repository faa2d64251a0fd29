import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildGstr1,
  creditNoteTaxes,
  invoiceTaxes,
  returnPeriodOf,
  SAC_SOFTWARE_LICENCE,
  SAC_TRAINING,
  type ReturnCreditNote,
  type ReturnInvoice,
  type SupplyType,
} from "@investar/core";
import { gstr1SchemaProblems } from "../src/features/gst-returns/services/gstr1-schema.ts";

// ADR 0037: whatever mix of documents a month holds, its return matches the schema kept in the repository.
const documents = fc
  .array(
    fc.record({
      supplyType: fc.constantFrom<SupplyType>("intraState", "interState", "export"),
      rupees: fc.integer({ min: 1, max: 300_000 }),
      gstin: fc.constantFrom(null, "29AAACH7409R1Z8", "27AAPFU0939F1ZV"),
      training: fc.boolean(),
      refund: fc.option(fc.integer({ min: 1, max: 100 })),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { maxLength: 15 },
  )
  .map((rows) => {
    const invoices: ReturnInvoice[] = [];
    const creditNotes: ReturnCreditNote[] = [];
    rows.forEach((row, i) => {
      const exported = row.supplyType === "export";
      const taxable = row.rupees * 100;
      const gst = exported ? 0 : Math.floor(row.rupees * 0.18) * 100;
      const invoice: ReturnInvoice = {
        number: `INV/24-25/${String(i + 1).padStart(6, "0")}`,
        issuedOn: `2024-08-${String(row.day).padStart(2, "0")}`,
        customerId: 100 + i,
        customerName: `Customer & Co <${i}>`,
        customerGstin: exported ? null : row.gstin,
        customerState: null,
        supplyType: row.supplyType,
        placeOfSupplyStateCode: exported ? null : row.supplyType === "intraState" ? "27" : (row.gstin?.slice(0, 2) ?? "29"),
        currency: exported ? "USD" : "INR",
        amounts: invoiceTaxes(taxable, gst, row.supplyType),
        exchangeRate: exported ? "83.9150" : null,
        lines: row.training ? [{ sac: SAC_TRAINING, amount: taxable }] : [{ sac: SAC_SOFTWARE_LICENCE, amount: taxable }],
      };
      invoices.push(invoice);
      const amount = row.refund ? Math.max(100, Math.floor((invoice.amounts.total * row.refund) / 100 / 100) * 100) : 0;
      const split = amount ? creditNoteTaxes(invoice.amounts, invoice.currency, 0, amount) : null;
      if (split?.ok)
        creditNotes.push({ number: `CN/24-25/${String(i + 1).padStart(6, "0")}`, issuedOn: "2024-08-30", amounts: split.amounts, invoice });
    });
    return { invoices, creditNotes };
  });

describe("gstr1.schema.json", () => {
  it("accepts every return the builder makes", () => {
    fc.assert(
      fc.property(documents, ({ invoices, creditNotes }) => {
        const ret = buildGstr1({ gstin: "27AAHCI4821M1Z9", period: returnPeriodOf(2024, 8), invoices, creditNotes });
        expect(gstr1SchemaProblems(ret)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it("refuses what the portal would: a bad GSTIN, a date not DD-MM-YYYY, an unknown key", () => {
    const ret = { gstin: "27AAHCI4821M1Z9", fp: "082024", version: "GST3.2.2", hash: "hash" };
    expect(gstr1SchemaProblems(ret)).toEqual([]);
    expect(gstr1SchemaProblems({ ...ret, gstin: "27AAHCI4821M1" })).not.toEqual([]);
    expect(gstr1SchemaProblems({ ...ret, fp: "132024" })).not.toEqual([]);
    expect(
      gstr1SchemaProblems({ ...ret, b2cl: [{ pos: "29", inv: [{ inum: "INV/24-25/000001", idt: "2024-08-01", val: 1, itms: [] }] }] }),
    ).not.toEqual([]);
    expect(gstr1SchemaProblems({ ...ret, nil: {} })).not.toEqual([]);
  });
});
