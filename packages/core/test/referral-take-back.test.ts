import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { referralTakeBack } from "../src/index.ts";

describe("referralTakeBack", () => {
  it("takes the whole reward back while the referrer still has it", () => {
    expect(referralTakeBack(500_00, 800_00)).toEqual({ takeBack: 500_00, shortfall: 0 });
    expect(referralTakeBack(500_00, 500_00)).toEqual({ takeBack: 500_00, shortfall: 0 });
  });

  it("takes what is left and records the rest as a shortfall once it was spent", () => {
    expect(referralTakeBack(500_00, 200_00)).toEqual({ takeBack: 200_00, shortfall: 300_00 });
    expect(referralTakeBack(500_00, 0)).toEqual({ takeBack: 0, shortfall: 500_00 });
  });

  it("never takes more than the balance, never below zero, and accounts for the whole reward", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (reward, balance) => {
        const { takeBack, shortfall } = referralTakeBack(reward, balance);
        expect(takeBack).toBeGreaterThanOrEqual(0);
        expect(takeBack).toBeLessThanOrEqual(balance);
        expect(shortfall).toBeGreaterThanOrEqual(0);
        expect(takeBack + shortfall).toBe(reward);
      }),
    );
  });
});
