import { describe, expect, it } from "vitest";
import { chargeableUnit, floorToChargeable, isChargeable, isCurrency, roundToChargeable } from "../../src/money.ts";

describe("chargeable amounts: whole rupees for INR, cents for USD (docs/business-rules.md#money-rounding)", () => {
  it("the unit is 100 paise or 1 cent", () => {
    expect(chargeableUnit("INR")).toBe(100);
    expect(chargeableUnit("USD")).toBe(1);
  });

  it("rounds half up once, from an exact ratio", () => {
    expect(roundToChargeable(249_300 * 2, "INR", 3)).toBe(166_200); // ₹1,662 exactly
    expect(roundToChargeable(100_050, "INR")).toBe(100_100); // ₹1,000.50 → ₹1,001
    expect(roundToChargeable(100_049, "INR")).toBe(100_000);
    expect(roundToChargeable(1_000, "USD", 3)).toBe(333); // $3.333… → $3.33
    expect(roundToChargeable(0, "INR")).toBe(0);
  });

  it("floors towards zero", () => {
    expect(floorToChargeable(100_99, "INR")).toBe(100_00);
    expect(floorToChargeable(1_234, "USD")).toBe(1_234);
  });

  it("tells whole chargeable amounts apart", () => {
    expect(isChargeable(249_300, "INR")).toBe(true);
    expect(isChargeable(249_350, "INR")).toBe(false);
    expect(isChargeable(3_597, "USD")).toBe(true);
    expect(isChargeable(35.5, "USD")).toBe(false);
    expect(isCurrency("USD")).toBe(true);
    expect(isCurrency("EUR")).toBe(false);
  });
});
