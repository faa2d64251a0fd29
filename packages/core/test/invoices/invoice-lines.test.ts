import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceContent, SAC_SOFTWARE_LICENCE } from "../../src/invoices/index.ts";
import { quote, sampleCatalogue, selectionWithDefaults } from "../../src/pricing/index.ts";
import { quoteInputArb } from "../pricing/arbitraries.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 1_000) };
const NOW = new Date("2026-06-01T06:30:00Z");

describe("invoice lines", () => {
  it("name each product and add-on with its period, and add up to the taxable value", () => {
    const selection = selectionWithDefaults({
      currency: "INR",
      product: "Pro",
      plan: "Quarter",
      addons: ["Intraday (NSE Cash 5-Min)"],
      couponCode: "WELCOME10",
    });
    const result = quote(sampleCatalogue, null, selection, NOW);
    if (!result.ok) throw new Error(result.error.code);
    const content = invoiceContent({ selection, summary: result.summary });
    expect(content.lines.map((line) => line.description)).toEqual([
      `Investar Pro licence (Quarterly plan, until ${formatted(result.summary.newExpiryDate)})`,
      `Intraday (NSE Cash 5-Min) add-on (Quarterly plan, until ${formatted(result.summary.newExpiryDate)})`,
    ]);
    expect(content.lines.every((line) => line.sac === SAC_SOFTWARE_LICENCE)).toBe(true);
    expect(content.discount).toBe(result.summary.discount);
    expect(content.discount).toBeGreaterThan(0);
    expect(content.taxable).toBe(content.lines.reduce((sum, line) => sum + line.amount, 0) - content.discount);
    expect(content.gst).toBe(result.summary.gst);
  });

  it("agree with every quote the engine gives (property)", () => {
    fc.assert(
      fc.property(quoteInputArb, ({ catalogue, now, subscription, selection }) => {
        const result = quote(catalogue, subscription, selection, now);
        if (!result.ok) return;
        const { summary } = result;
        const content = invoiceContent({ selection, summary });
        expect(content.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(summary.originalPrice);
        expect(content.taxable).toBe(summary.originalPrice - summary.discount);
        expect(content.taxable + content.gst).toBe(summary.totalExcludingDeduction);
        expect(content.taxable + content.gst - content.paidFromWallet).toBe(content.amountPaid);
        expect(content.lines.every((line) => line.amount > 0 && line.description.length > 0)).toBe(true);
      }),
      RUNS,
    );
  });
});

function formatted(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]} ${year}`;
}
