import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assembleStatement,
  isSettledRefund,
  refundStatuses,
  statementPeriod,
  type Currency,
  type StatementCreditNote,
  type StatementInvoice,
  type StatementRecords,
  type SupplyType,
} from "../../src/index.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 500) };
const fy = statementPeriod("2025-26");

function invoice(
  number: string,
  issuedAt: string,
  supplyType: SupplyType,
  taxable: number,
  gst: number,
  currency: Currency = "INR",
): StatementInvoice {
  const cgst = supplyType === "intraState" ? Math.ceil(gst / 2) : 0;
  const sgst = supplyType === "intraState" ? gst - cgst : 0;
  const igst = supplyType === "interState" ? gst : 0;
  return {
    number,
    issuedAt: new Date(issuedAt),
    orderNumber: `ORD-${number}`,
    currency,
    supplyType,
    taxable,
    cgst,
    sgst,
    igst,
    total: taxable + gst,
  };
}

const empty: StatementRecords = { invoices: [], creditNotes: [], refunds: [], walletMovements: [] };

describe("a customer's statement", () => {
  it("with nothing in the year is empty, with rupee totals of zero", () => {
    const statement = assembleStatement(fy, empty);
    expect(statement.lines).toEqual([]);
    expect(statement.totals).toEqual([
      {
        currency: "INR",
        invoices: { count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        creditNotes: { count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        net: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        gstByRate: [],
        refunds: { count: 0, total: 0 },
        wallet: { credits: 0, debits: 0, net: 0 },
      },
    ]);
  });

  it("keeps what happened in the year in India time, in order, and adds it up per rate", () => {
    const sale = invoice("INV/25-26/000001", "2025-03-31T18:30:00Z", "intraState", 2244_00, 403_00); // 1 Apr 2025 00:00 IST
    const interState = invoice("INV/25-26/000002", "2025-06-01T05:00:00Z", "interState", 1000_00, 180_00);
    const export_ = invoice("INV/25-26/000003", "2025-07-01T05:00:00Z", "export", 30_00, 0, "USD");
    const note: StatementCreditNote = {
      ...invoice("CN/25-26/000001", "2025-06-02T05:00:00Z", "interState", 500_00, 90_00),
      invoiceNumber: interState.number,
      reason: "Refund of order ORD-2",
    };
    const before = invoice("INV/24-25/000009", "2025-03-31T18:29:59.999Z", "intraState", 100_00, 18_00); // 31 Mar 2025 23:59 IST
    const after = invoice("INV/26-27/000001", "2026-03-31T18:30:00Z", "intraState", 100_00, 18_00);
    const statement = assembleStatement(fy, {
      invoices: [after, export_, interState, sale, before],
      creditNotes: [note],
      refunds: [
        {
          orderNumber: "ORD-2",
          at: new Date("2025-06-02T05:00:00Z"),
          currency: "INR",
          amount: 590_00,
          destination: "wallet",
          status: "credited",
          reason: "Asked",
        },
      ],
      walletMovements: [
        { at: new Date("2025-06-02T05:00:00Z"), currency: "INR", kind: "cash", amount: 590_00, reason: "Refund of order ORD-2" },
        { at: new Date("2025-03-31T18:30:00Z"), currency: "INR", kind: "general", amount: -200_00, reason: "Paid order ORD-1" },
      ],
    });

    expect(statement.lines.map((l) => [l.day, l.kind, l.number || l.orderNumber, l.amount])).toEqual([
      ["2025-04-01", "walletDebit", "", -200_00],
      ["2025-04-01", "invoice", sale.number, 2647_00],
      ["2025-06-01", "invoice", interState.number, 1180_00],
      ["2025-06-02", "creditNote", note.number, -590_00],
      ["2025-06-02", "refund", "ORD-2", 590_00],
      ["2025-06-02", "walletCredit", "", 590_00],
      ["2025-07-01", "invoice", export_.number, 30_00],
    ]);
    expect(statement.lines[3]).toMatchObject({ gstRate: 18, tax: { taxable: -500_00, igst: -90_00, total: -590_00 } });

    const [inr, usd] = statement.totals;
    expect(inr).toEqual({
      currency: "INR",
      invoices: { count: 2, taxable: 3244_00, cgst: 201_50, sgst: 201_50, igst: 180_00, total: 3827_00 },
      creditNotes: { count: 1, taxable: 500_00, cgst: 0, sgst: 0, igst: 90_00, total: 590_00 },
      net: { taxable: 2744_00, cgst: 201_50, sgst: 201_50, igst: 90_00, total: 3237_00 },
      gstByRate: [{ rate: 18, taxable: 2744_00, cgst: 201_50, sgst: 201_50, igst: 90_00, total: 3237_00 }],
      refunds: { count: 1, total: 590_00 },
      wallet: { credits: 590_00, debits: 200_00, net: 390_00 },
    });
    expect(usd).toMatchObject({
      currency: "USD",
      invoices: { count: 1, taxable: 30_00, total: 30_00 },
      gstByRate: [{ rate: 0, taxable: 30_00, cgst: 0, sgst: 0, igst: 0, total: 30_00 }],
    });
  });

  const supplyType = fc.constantFrom<SupplyType>("intraState", "interState", "export");
  const instant = fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2027-06-01T00:00:00Z"), noInvalidDate: true });
  const doc = fc
    .record({
      at: instant,
      supplyType,
      taxable: fc.integer({ min: 0, max: 10_000_000 }),
      gst: fc.integer({ min: 0, max: 2_000_000 }),
      n: fc.nat(),
    })
    .map((d) => invoice(`D${d.n}`, d.at.toISOString(), d.supplyType, d.taxable, d.supplyType === "export" ? 0 : d.gst));
  const records = fc.record({
    invoices: fc.array(doc, { maxLength: 15 }),
    creditNotes: fc.array(
      doc.map((d): StatementCreditNote => ({ ...d, invoiceNumber: "X", reason: "r" })),
      { maxLength: 8 },
    ),
    refunds: fc.array(
      fc.record({ at: instant, amount: fc.integer({ min: 1, max: 5_000_000 }), status: fc.constantFrom(...refundStatuses) }).map((r) => ({
        orderNumber: "O",
        at: r.at,
        currency: "INR" as const,
        amount: r.amount,
        destination: "gateway",
        status: r.status,
        reason: "r",
      })),
      { maxLength: 5 },
    ),
    walletMovements: fc.array(
      fc
        .record({ at: instant, amount: fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((a) => a !== 0) })
        .map((m) => ({ at: m.at, currency: "INR" as const, kind: "cash" as const, amount: m.amount, reason: "r" })),
      { maxLength: 8 },
    ),
  });

  it("holds exactly the year's records, and its totals add up to the paisa", () => {
    fc.assert(
      fc.property(records, (input) => {
        const statement = assembleStatement(fy, input);
        const inYear = (at: Date) => at >= fy.from && at < fy.until;
        const count = [input.invoices, input.creditNotes].flat().filter((d) => inYear(d.issuedAt)).length;
        // A refund counts once its money went back; one at the gateway or refused by it is not in the account.
        const settled = input.refunds.filter((r) => isSettledRefund(r.status));
        const others = [...settled, ...input.walletMovements].filter((r) => inYear(r.at)).length;
        expect(statement.lines).toHaveLength(count + others);
        for (const line of statement.lines) expect(line.day >= fy.first && line.day <= fy.last).toBe(true);
        for (let i = 1; i < statement.lines.length; i++) expect(statement.lines[i]!.at >= statement.lines[i - 1]!.at).toBe(true);

        for (const totals of statement.totals) {
          const lines = statement.lines.filter((l) => l.currency === totals.currency);
          const sum = (pick: (l: (typeof lines)[number]) => number, kinds: string[]) =>
            lines.filter((l) => kinds.includes(l.kind)).reduce((acc, l) => acc + pick(l), 0);
          for (const key of ["taxable", "cgst", "sgst", "igst", "total"] as const) {
            expect(totals.net[key]).toBe(totals.invoices[key] - totals.creditNotes[key]);
            expect(totals.net[key]).toBe(sum((l) => l.tax![key], ["invoice", "creditNote"]));
            expect(totals.gstByRate.reduce((acc, r) => acc + r[key], 0)).toBe(totals.net[key]);
          }
          expect(totals.net.total).toBe(totals.net.taxable + totals.net.cgst + totals.net.sgst + totals.net.igst);
          expect(totals.net.total).toBe(sum((l) => l.amount, ["invoice", "creditNote"]));
          expect(totals.refunds.total).toBe(sum((l) => l.amount, ["refund"]));
          expect(totals.wallet.net).toBe(sum((l) => l.amount, ["walletCredit", "walletDebit"]));
          expect(totals.wallet.credits >= 0 && totals.wallet.debits >= 0).toBe(true);
          for (const rate of totals.gstByRate) expect([0, 18]).toContain(rate.rate);
        }
      }),
      RUNS,
    );
  });
});
