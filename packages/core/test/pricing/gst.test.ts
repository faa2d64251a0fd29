import { describe, expect, it } from "vitest";
import { GST_PERCENT, gstFor } from "../../src/pricing/index.ts";

describe("GST (docs/business-rules.md#gst)", () => {
  it("is 18 percent", () => {
    expect(GST_PERCENT).toBe(18);
  });

  it("is 18% of an INR amount, truncated to a whole rupee", () => {
    expect(gstFor(249_300, "INR")).toBe(44_800); // ₹2,493 × 18% = ₹448.74 → ₹448
    expect(gstFor(349_500, "INR")).toBe(62_900); // ₹3,495 × 18% = ₹629.10 → ₹629
    expect(gstFor(100_00, "INR")).toBe(18_00);
    expect(gstFor(500, "INR")).toBe(0); // ₹5 × 18% = ₹0.90 → ₹0
    expect(gstFor(600, "INR")).toBe(100); // ₹6 × 18% = ₹1.08 → ₹1
  });

  it("counts whole rupees of the taxable amount only", () => {
    expect(gstFor(100_99, "INR")).toBe(18_00);
  });

  it("is zero for USD and for nothing to pay", () => {
    expect(gstFor(3_597, "USD")).toBe(0);
    expect(gstFor(0, "INR")).toBe(0);
    expect(gstFor(-100_00, "INR")).toBe(0);
  });
});
