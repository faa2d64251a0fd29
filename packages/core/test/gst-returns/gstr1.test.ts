import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  b2clThreshold,
  buildGstr1,
  centsToPaise,
  creditNoteTable,
  gstr1CsvTable,
  gstr1Summary,
  invoiceTable,
  invoiceTaxes,
  creditNoteTaxes,
  normaliseExchangeRate,
  parseReturnPeriod,
  returnPeriodOf,
  SAC_SOFTWARE_LICENCE,
  type ReturnCreditNote,
  type ReturnInvoice,
  type SupplyType,
} from "../../src/index.ts";

const now = new Date("2026-11-27T12:00:00Z");
const period = returnPeriodOf(2026, 11);

let serial = 0;
function invoice(partial: Partial<ReturnInvoice> & { supplyType: SupplyType; taxable: number; gst?: number }): ReturnInvoice {
  serial += 1;
  const gst = partial.supplyType === "export" ? 0 : (partial.gst ?? Math.floor((partial.taxable * 18) / 100 / 100) * 100);
  return {
    number: `INV/26-27/${String(serial).padStart(6, "0")}`,
    issuedOn: "2026-11-10",
    customerId: 100 + serial,
    customerName: `Customer ${serial}`,
    customerGstin: null,
    customerState: null,
    placeOfSupplyStateCode: partial.supplyType === "export" ? null : partial.supplyType === "intraState" ? "27" : "29",
    currency: partial.supplyType === "export" ? "USD" : "INR",
    exchangeRate: partial.supplyType === "export" ? "84.2575" : null,
    lines: [{ sac: SAC_SOFTWARE_LICENCE, amount: partial.taxable }],
    ...partial,
    amounts: invoiceTaxes(partial.taxable, gst, partial.supplyType),
  };
}

function note(of: ReturnInvoice, amount: number, number = `CN/26-27/${String(++serial).padStart(6, "0")}`): ReturnCreditNote {
  const split = creditNoteTaxes(of.amounts, of.currency, 0, amount);
  if (!split.ok) throw new Error(split.message);
  return { number, issuedOn: "2026-11-20", amounts: split.amounts, invoice: of };
}

describe("the return period", () => {
  it("takes MMYYYY from July 2017 to the current month, with India's month bounds", () => {
    const checked = parseReturnPeriod("112026", now);
    expect(checked).toMatchObject({ ok: true, period: { fp: "112026", first: "2026-11-01", last: "2026-11-30" } });
    if (checked.ok) expect(checked.period.from.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(parseReturnPeriod("072017", now).ok).toBe(true);
  });

  it("refuses a month before GST, one still to come and anything not MMYYYY, saying why", () => {
    expect(parseReturnPeriod("062017", now)).toEqual({
      ok: false,
      message: "GST began in July 2017: there is no return for an earlier month.",
    });
    expect(parseReturnPeriod("122026", now)).toMatchObject({ ok: false, message: expect.stringContaining("not begun") });
    expect(parseReturnPeriod("132026", now)).toMatchObject({ ok: false, message: expect.stringContaining("not a month") });
    expect(parseReturnPeriod("2026-11", now)).toMatchObject({ ok: false, message: expect.stringContaining("MMYYYY") });
  });
});

describe("exchange rates", () => {
  it("records four decimals and converts cents to paise rounding half up", () => {
    expect(normaliseExchangeRate("84.25")).toBe("84.2500");
    expect(normaliseExchangeRate("0")).toBeNull();
    expect(normaliseExchangeRate("84.12345")).toBeNull();
    expect(centsToPaise(10_000, "84.2575")).toBe(842_575);
    expect(centsToPaise(1, "84.2550")).toBe(84); // 84.255 paise → 84 (half a paisa rounds up only at .5: 84.255 < 84.5)
    expect(centsToPaise(2, "84.2500")).toBe(169); // 168.5 → 169
  });
});

describe("where each document goes", () => {
  it("B2B by GSTIN, exports to EXP, inter-state B2C above the limit to B2CL, the rest to B2CS", () => {
    expect(invoiceTable(invoice({ supplyType: "interState", taxable: 100_000_00, customerGstin: "29AAACH7409R1Z8" }))).toBe("b2b");
    expect(invoiceTable(invoice({ supplyType: "export", taxable: 500_000_00 }))).toBe("exp");
    expect(invoiceTable(invoice({ supplyType: "interState", taxable: 90_000_00 }))).toBe("b2cl"); // ₹1,06,200 > ₹1,00,000
    expect(invoiceTable(invoice({ supplyType: "interState", taxable: 80_000_00 }))).toBe("b2cs"); // ₹94,400
    expect(invoiceTable(invoice({ supplyType: "intraState", taxable: 900_000_00 }))).toBe("b2cs"); // intra-state is never B2CL
  });

  it("the B2CL limit is ₹2,50,000 for invoices before August 2024 and ₹1,00,000 from then, and the value must exceed it", () => {
    expect(b2clThreshold("2024-07-31")).toBe(250_000_00);
    expect(b2clThreshold("2024-08-01")).toBe(100_000_00);
    const atLimit = invoice({ supplyType: "interState", taxable: 100_000_00, gst: 0 });
    expect(invoiceTable(atLimit)).toBe("b2cs");
    expect(
      invoiceTable({ ...atLimit, issuedOn: "2024-07-01", amounts: { ...atLimit.amounts, total: 200_000_00, taxable: 200_000_00 } }),
    ).toBe("b2cs");
  });

  it("a credit note follows its invoice: registered → CDNR, B2CL or export → CDNUR, small B2C → netted into B2CS", () => {
    expect(creditNoteTable(note(invoice({ supplyType: "intraState", taxable: 2493_00, customerGstin: "27AAPFU0939F1ZV" }), 1000_00))).toBe(
      "cdnr",
    );
    expect(creditNoteTable(note(invoice({ supplyType: "interState", taxable: 90_000_00 }), 1000_00))).toBe("cdnur");
    expect(creditNoteTable(note(invoice({ supplyType: "export", taxable: 300_00 }), 100_00))).toBe("cdnur");
    expect(creditNoteTable(note(invoice({ supplyType: "interState", taxable: 2493_00 }), 1000_00))).toBe("b2cs");
  });
});

describe("buildGstr1", () => {
  it("an empty month is a return with its GSTIN and period and no table", () => {
    expect(buildGstr1({ gstin: "27AAHCI4821M1Z9", period, invoices: [], creditNotes: [] })).toEqual({
      gstin: "27AAHCI4821M1Z9",
      fp: "112026",
      version: expect.any(String),
      hash: "hash",
    });
  });

  it("writes each table in the portal's shape", () => {
    const b2b = invoice({ supplyType: "interState", taxable: 2493_00, customerGstin: "29AAACH7409R1Z8" });
    const exported = invoice({ supplyType: "export", taxable: 300_00 });
    const small = invoice({ supplyType: "intraState", taxable: 2493_00 });
    const large = invoice({ supplyType: "interState", taxable: 90_000_00 });
    const ret = buildGstr1({
      gstin: "27AAHCI4821M1Z9",
      period,
      invoices: [b2b, exported, small, large],
      creditNotes: [note(b2b, 1000_00), note(exported, 100_00), note(small, 590_00), note(large, 1180_00)],
    });
    expect(ret.b2b).toEqual([
      {
        ctin: "29AAACH7409R1Z8",
        inv: [
          {
            inum: b2b.number,
            idt: "10-11-2026",
            val: 2941,
            pos: "29",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 1801, itm_det: { rt: 18, txval: 2493, iamt: 448, camt: 0, samt: 0, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(ret.exp).toEqual([
      {
        exp_typ: "WOPAY",
        inv: [{ inum: exported.number, idt: "10-11-2026", val: 25277.25, itms: [{ txval: 25277.25, rt: 18, iamt: 0, csamt: 0 }] }],
      },
    ]);
    expect(ret.b2cl?.[0]).toMatchObject({ pos: "29", inv: [{ inum: large.number, val: 106200 }] });
    // The small invoice (₹2,493 + ₹224 + ₹224) less its ₹590 note (₹500.13 + ₹44.94 + ₹44.93).
    expect(ret.b2cs).toEqual([
      { sply_ty: "INTRA", pos: "27", typ: "OE", rt: 18, txval: 1992.87, iamt: 0, camt: 179.06, samt: 179.07, csamt: 0 },
    ]);
    expect(ret.cdnr?.[0]?.nt[0]).toMatchObject({ ntty: "C", val: 1000, pos: "29", inv_typ: "R" });
    expect(ret.cdnur?.map((n) => [n.typ, n.val, n.pos])).toEqual([
      ["EXPWOP", 8425.75, undefined],
      ["B2CL", 1180, "29"],
    ]);
    expect(ret.hsn?.hsn_b2b).toEqual([expect.objectContaining({ hsn_sc: "997331", uqc: "NA", qty: 0, rt: 18 })]);
    expect(ret.doc_issue?.doc_det.map((d) => [d.doc_num, d.docs[0]?.totnum])).toEqual([
      [1, 4],
      [5, 4],
    ]);
    expect(gstr1CsvTable(ret, "b2cs").rows).toEqual([["OE", "27-Maharashtra", "", "18", "1992.87", "0.00", ""]]);
  });
});

const supplyTypes: SupplyType[] = ["intraState", "interState", "export"];
const arbitraryInvoice = fc
  .record({
    supplyType: fc.constantFrom(...supplyTypes),
    rupees: fc.integer({ min: 1, max: 400_000 }),
    registered: fc.boolean(),
    refunds: fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }),
  })
  .map(({ supplyType, rupees, registered, refunds }) => {
    const inv = invoice({
      supplyType,
      taxable: rupees * 100,
      customerGstin: registered && supplyType !== "export" ? "29AAACH7409R1Z8" : null,
    });
    // Refunds as percentages of what is left, in whole rupees (cents), as payments are.
    const notes: ReturnCreditNote[] = [];
    let credited = 0;
    for (const percent of refunds) {
      const amount = Math.floor(((inv.amounts.total - credited) * percent) / 100 / 100) * 100;
      if (amount <= 0) continue;
      const split = creditNoteTaxes(inv.amounts, inv.currency, credited, amount);
      if (!split.ok) continue;
      credited += amount;
      notes.push({ number: `CN/26-27/${String(++serial).padStart(6, "0")}`, issuedOn: "2026-11-25", amounts: split.amounts, invoice: inv });
    }
    return { inv, notes };
  });

describe("the totals add up (property)", () => {
  it("the tables' net is the month's invoices minus its credit notes, to the paisa, and so is the HSN summary", () => {
    fc.assert(
      fc.property(fc.array(arbitraryInvoice, { maxLength: 12 }), (docs) => {
        const invoices = docs.map((d) => d.inv);
        const creditNotes = docs.flatMap((d) => d.notes);
        const summary = gstr1Summary(invoices, creditNotes);
        for (const key of ["taxable", "cgst", "sgst", "igst", "total"] as const)
          expect(summary.net[key]).toBe(summary.invoices[key] - summary.creditNotes[key]);
        const ret = buildGstr1({ gstin: "27AAHCI4821M1Z9", period, invoices, creditNotes });
        const paise = (n: number) => Math.round(n * 100);
        const hsn = [...(ret.hsn?.hsn_b2b ?? []), ...(ret.hsn?.hsn_b2c ?? [])];
        expect(hsn.reduce((sum, row) => sum + paise(row.txval), 0)).toBe(summary.net.taxable);
        expect(hsn.reduce((sum, row) => sum + paise(row.iamt) + paise(row.camt) + paise(row.samt), 0)).toBe(
          summary.net.igst + summary.net.cgst + summary.net.sgst,
        );
        // The JSON's tables carry the same amounts as the summary's rows.
        const b2csTaxable = (ret.b2cs ?? []).reduce((sum, row) => sum + paise(row.txval), 0);
        expect(b2csTaxable).toBe(summary.rows.find((r) => r.table === "b2cs")!.taxable);
        const invoicesListed =
          (ret.b2b ?? []).flatMap((p) => p.inv).length + (ret.b2cl ?? []).flatMap((p) => p.inv).length + (ret.exp?.[0]?.inv.length ?? 0);
        expect(
          invoicesListed +
            summary.rows.find((r) => r.table === "b2cs")!.documents -
            creditNotes.filter((n) => creditNoteTable(n) === "b2cs").length,
        ).toBe(invoices.length);
      }),
      { numRuns: 200 },
    );
  });
});
