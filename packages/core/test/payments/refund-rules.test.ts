import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkRefundAmount,
  holdsRefundAmount,
  isRefundableStatus,
  isSettledRefund,
  orderStatusAfterRefunds,
  refundPosition,
  refundStatuses,
  type RefundStatus,
} from "../../src/payments/refund-rules.ts";
import { creditNoteTaxes, invoiceTaxes, type TaxAmounts } from "../../src/invoices/index.ts";
import { gstFor } from "../../src/pricing/index.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };
const PAID = 2_941_00;

describe("refund position (docs/business-rules.md#refunds)", () => {
  it("counts settled and waiting refunds against the payment, and a refused one not at all", () => {
    const position = refundPosition(PAID, [
      { amount: 500_00, status: "refunded" },
      { amount: 300_00, status: "pending" },
      { amount: 200_00, status: "requested" },
      { amount: 900_00, status: "failed" },
      { amount: 100_00, status: "credited" },
      { amount: 41_00, status: "sent" },
    ]);
    expect(position).toEqual({ paid: PAID, settled: 641_00, inFlight: 500_00, left: 1_800_00 });
  });

  it("names each state once: settled, holding or refused", () => {
    expect(refundStatuses.filter(isSettledRefund)).toEqual(["credited", "sent", "refunded", "awaiting-gateway"]);
    expect(refundStatuses.filter((s) => !holdsRefundAmount(s))).toEqual(["failed"]);
  });

  it("only a paid or partly refunded payment can take a refund", () => {
    expect(isRefundableStatus("paid")).toBe(true);
    expect(isRefundableStatus("partially-refunded")).toBe(true);
    for (const status of ["created", "pending", "failed", "cancelled", "refunded"] as const) expect(isRefundableStatus(status)).toBe(false);
  });
});

describe("checkRefundAmount", () => {
  const fresh = refundPosition(PAID, []);

  it("takes everything left when no amount is given, as a full refund", () => {
    expect(checkRefundAmount(fresh, "INR", null)).toEqual({ ok: true, amount: PAID, full: true });
    const after = refundPosition(PAID, [{ amount: 1_000_00, status: "refunded" }]);
    expect(checkRefundAmount(after, "INR", null)).toEqual({ ok: true, amount: 1_941_00, full: true });
  });

  it("accepts a part, which is not full", () => {
    expect(checkRefundAmount(fresh, "INR", 1_000_00)).toEqual({ ok: true, amount: 1_000_00, full: false });
  });

  it("refuses more than paid, more than left, fractions and nothing left, with the reason", () => {
    expect(checkRefundAmount(fresh, "INR", 5_000_00)).toEqual({ ok: false, message: "The refund can't be more than the ₹2,941 paid." });
    const part = refundPosition(PAID, [{ amount: 2_000_00, status: "pending" }]);
    expect(checkRefundAmount(part, "INR", 1_000_00)).toEqual({
      ok: false,
      message: "The refund can't be more than the ₹941 left to refund: ₹2,000 of the ₹2,941 paid is already refunded or on its way.",
    });
    expect(checkRefundAmount(fresh, "INR", 10_50)).toEqual({ ok: false, message: "The refund must be a positive whole number of rupees." });
    expect(checkRefundAmount(refundPosition(10_00, []), "USD", 0)).toMatchObject({ ok: false, message: expect.stringContaining("cents") });
    const none = refundPosition(PAID, [
      { amount: 2_000_00, status: "refunded" },
      { amount: 941_00, status: "pending" },
    ]);
    expect(checkRefundAmount(none, "INR", null)).toEqual({
      ok: false,
      message: "Nothing is left to refund: ₹2,941 of ₹2,941 is refunded (₹941 of it still with the gateway).",
    });
  });

  it("a refused refund gives its amount back", () => {
    const refused = refundPosition(PAID, [{ amount: PAID, status: "failed" }]);
    expect(checkRefundAmount(refused, "INR", null)).toEqual({ ok: true, amount: PAID, full: true });
  });

  it("whatever is asked in whatever order, the accepted refunds never exceed the payment (property)", () => {
    const status = fc.constantFrom<RefundStatus>(...refundStatuses);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.record({ rupees: fc.option(fc.integer({ min: 1, max: 120_000 })), outcome: status }), { maxLength: 12 }),
        (paidRupees, asks) => {
          const paid = paidRupees * 100;
          const refunds: { amount: number; status: RefundStatus }[] = [];
          for (const ask of asks) {
            const check = checkRefundAmount(refundPosition(paid, refunds), "INR", ask.rupees === null ? null : ask.rupees * 100);
            if (check.ok) refunds.push({ amount: check.amount, status: ask.outcome });
            const position = refundPosition(paid, refunds);
            expect(position.settled + position.inFlight).toBeLessThanOrEqual(paid);
            expect(position.left).toBe(paid - position.settled - position.inFlight);
          }
        },
      ),
      RUNS,
    );
  });
});

describe("order status after refunds", () => {
  it("is refunded once the settled refunds reach the payment, partly refunded before", () => {
    expect(orderStatusAfterRefunds(PAID, 1_00)).toBe("partially-refunded");
    expect(orderStatusAfterRefunds(PAID, PAID)).toBe("refunded");
  });

  it("the credit notes of the settled parts add up to the invoice's taxes to the paisa (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 500_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
        (rupees, cuts) => {
          const invoice = invoiceTaxes(rupees * 100, gstFor(rupees * 100, "INR"), "intraState");
          const refunds: { amount: number; status: RefundStatus }[] = [];
          const notes: TaxAmounts[] = [];
          for (const cut of cuts) {
            const position = refundPosition(invoice.total, refunds);
            const check = checkRefundAmount(position, "INR", Math.min(position.left, Math.max(1, Math.floor((rupees * cut) / 100)) * 100));
            if (!check.ok) break;
            const note = creditNoteTaxes(invoice, "INR", position.settled, check.amount);
            if (!note.ok) throw new Error(note.message);
            notes.push(note.amounts);
            refunds.push({ amount: check.amount, status: "refunded" });
          }
          const rest = checkRefundAmount(refundPosition(invoice.total, refunds), "INR", null);
          if (rest.ok) {
            const note = creditNoteTaxes(invoice, "INR", invoice.total - rest.amount, rest.amount);
            if (!note.ok) throw new Error(note.message);
            notes.push(note.amounts);
            refunds.push({ amount: rest.amount, status: "refunded" });
          }
          const sum = (key: "taxable" | "cgst" | "sgst" | "igst" | "total") => notes.reduce((total, n) => total + n[key], 0);
          expect({ taxable: sum("taxable"), cgst: sum("cgst"), sgst: sum("sgst"), igst: sum("igst"), total: sum("total") }).toEqual(
            invoice,
          );
          expect(orderStatusAfterRefunds(invoice.total, refundPosition(invoice.total, refunds).settled)).toBe("refunded");
        },
      ),
      RUNS,
    );
  });
});
