import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  creditNoteTaxes,
  EXPORT_PLACE_LABEL,
  invoiceTaxes,
  placeOfSupply,
  splitTax,
  taxOf,
  taxRates,
  type SupplyType,
  type TaxAmounts,
} from "../../src/invoices/index.ts";
import { gstFor } from "../../src/pricing/index.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };
const PUNE = "27";

describe("place of supply", () => {
  it("is the supplier's state for a customer who gave none, so CGST + SGST", () => {
    expect(placeOfSupply({ currency: "INR", supplierStateCode: PUNE, customerGstin: null, billingState: null })).toEqual({
      type: "intraState",
      stateCode: "27",
      label: "Maharashtra (27)",
    });
  });

  it("is the billing state, and another state is inter-state (IGST)", () => {
    expect(placeOfSupply({ currency: "INR", supplierStateCode: PUNE, customerGstin: null, billingState: "Karnataka" })).toEqual({
      type: "interState",
      stateCode: "29",
      label: "Karnataka (29)",
    });
    expect(placeOfSupply({ currency: "INR", supplierStateCode: PUNE, customerGstin: null, billingState: "Maharashtra" }).type).toBe(
      "intraState",
    );
  });

  it("is the GSTIN's state for a registered customer, whatever billing state is on file", () => {
    expect(
      placeOfSupply({ currency: "INR", supplierStateCode: PUNE, customerGstin: "33AAACH7409R1Z8", billingState: "Maharashtra" }),
    ).toMatchObject({ type: "interState", label: "Tamil Nadu (33)" });
    expect(placeOfSupply({ currency: "INR", supplierStateCode: PUNE, customerGstin: "27AAPFU0939F1ZV", billingState: "Delhi" }).type).toBe(
      "intraState",
    );
  });

  it("is outside India for a payment in US dollars: an export", () => {
    expect(placeOfSupply({ currency: "USD", supplierStateCode: PUNE, customerGstin: null, billingState: "Maharashtra" })).toEqual({
      type: "export",
      stateCode: null,
      label: EXPORT_PLACE_LABEL,
    });
  });

  it("treats a state's old and new codes as one state", () => {
    expect(placeOfSupply({ currency: "INR", supplierStateCode: "37", customerGstin: null, billingState: "Andhra Pradesh" }).type).toBe(
      "intraState",
    );
  });
});

describe("tax split", () => {
  it("halves GST into CGST and SGST to the paisa, or makes it all IGST", () => {
    // ₹2,493 taxable → GST ₹448 (truncated) → ₹224 + ₹224
    expect(invoiceTaxes(249_300, 44_800, "intraState")).toEqual({ taxable: 249_300, cgst: 22_400, sgst: 22_400, igst: 0, total: 294_100 });
    // ₹3,495 → GST ₹629: an odd rupee leaves 50 paise on each side
    expect(invoiceTaxes(349_500, 62_900, "intraState")).toEqual({ taxable: 349_500, cgst: 31_450, sgst: 31_450, igst: 0, total: 412_400 });
    expect(invoiceTaxes(349_500, 62_900, "interState")).toEqual({ taxable: 349_500, cgst: 0, sgst: 0, igst: 62_900, total: 412_400 });
    expect(invoiceTaxes(3_597, 0, "export")).toEqual({ taxable: 3_597, cgst: 0, sgst: 0, igst: 0, total: 3_597 });
    expect(taxRates("intraState")).toEqual({ cgst: 9, sgst: 9, igst: 0 });
    expect(taxRates("interState")).toEqual({ cgst: 0, sgst: 0, igst: 18 });
  });

  it("refuses GST on an export, which is zero-rated", () => {
    expect(() => splitTax(100, "export")).toThrow(/zero-rated/);
  });

  it("always adds up to exactly the GST charged (property)", () => {
    const type = fc.constantFrom<SupplyType>("intraState", "interState");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), type, (taxable, supply) => {
        const gst = gstFor(taxable, "INR");
        const taxes = invoiceTaxes(taxable, gst, supply);
        expect(taxOf(taxes)).toBe(gst);
        expect(taxes.total).toBe(taxable + gst);
        if (supply === "intraState") {
          expect(taxes.igst).toBe(0);
          expect(taxes.cgst - taxes.sgst).toBeGreaterThanOrEqual(0);
          expect(taxes.cgst - taxes.sgst).toBeLessThanOrEqual(1);
          expect(taxes.cgst % 50).toBe(0); // whole rupees of GST: halves are whole or half rupees
        } else {
          expect(taxes.cgst + taxes.sgst).toBe(0);
        }
      }),
      RUNS,
    );
  });
});

describe("credit notes", () => {
  const invoice = invoiceTaxes(349_500, 62_900, "intraState"); // total ₹4,124

  it("credit the whole invoice exactly", () => {
    expect(creditNoteTaxes(invoice, "INR", 0, 412_400)).toEqual({ ok: true, amounts: invoice });
  });

  it("split a partial refund in the invoice's proportion", () => {
    const split = creditNoteTaxes(invoice, "INR", 0, 100_000);
    expect(split).toEqual({ ok: true, amounts: { taxable: 84_748, cgst: 7_626, sgst: 7_626, igst: 0, total: 100_000 } });
  });

  it("never credit more than is left, nor a fraction of a rupee", () => {
    expect(creditNoteTaxes(invoice, "INR", 400_000, 12_500)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Only ₹124 .* left/),
    });
    expect(creditNoteTaxes(invoice, "INR", 0, 150)).toMatchObject({ ok: false });
    expect(creditNoteTaxes(invoice, "INR", 0, 0)).toMatchObject({ ok: false });
  });

  it("cut into any number of notes, add up to the invoice to the paisa (property)", () => {
    const invoiceArb = fc
      .tuple(fc.integer({ min: 1, max: 5_000_000 }), fc.constantFrom<SupplyType>("intraState", "interState"))
      .map(([rupees, supply]) => invoiceTaxes(rupees * 100, gstFor(rupees * 100, "INR"), supply));
    fc.assert(
      fc.property(invoiceArb, fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 8 }), (inv, weights) => {
        // Cut the invoice's rupees into parts proportional to the weights; the last part takes the rest.
        const rupees = inv.total / 100;
        const whole = weights.reduce((a, b) => a + b, 0);
        const parts = weights.map((w) => Math.floor((rupees * w) / whole) * 100).filter((p) => p > 0);
        const rest = inv.total - parts.reduce((a, b) => a + b, 0);
        if (rest > 0) parts.push(rest);
        let credited = 0;
        const sum: TaxAmounts = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
        for (const part of parts) {
          const split = creditNoteTaxes(inv, "INR", credited, part);
          if (!split.ok) throw new Error(split.message);
          for (const key of Object.keys(sum) as (keyof TaxAmounts)[]) {
            expect(split.amounts[key]).toBeGreaterThanOrEqual(0);
            sum[key] += split.amounts[key];
          }
          expect(split.amounts.taxable + taxOf(split.amounts)).toBe(part);
          credited += part;
        }
        expect(sum).toEqual(inv);
        expect(creditNoteTaxes(inv, "INR", credited, 100).ok).toBe(false);
      }),
      RUNS,
    );
  });
});
