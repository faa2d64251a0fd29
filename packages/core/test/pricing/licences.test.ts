import { describe, expect, it } from "vitest";
import {
  chargeableNonSimultaneousLicences,
  DEFAULT_NON_SIMULTANEOUS_LICENCE_FEE,
  nonSimultaneousLicenceCharge,
  paidSeats,
  simultaneousLicenceDiscountPercent,
} from "../../src/pricing/index.ts";

describe("simultaneous licence discount (docs/business-rules.md#licence-discount)", () => {
  it.each([
    [1, 0],
    [2, 10],
    [3, 20],
    [4, 20],
    [5, 25],
    [6, 25],
    [50, 25],
  ])("%i licences → %i%%", (licences, percent) => {
    expect(simultaneousLicenceDiscountPercent(licences)).toBe(percent);
  });
});

describe("non-simultaneous licences", () => {
  it("cost ₹1,000 or $12.00 per extra licence", () => {
    expect(DEFAULT_NON_SIMULTANEOUS_LICENCE_FEE).toEqual({ INR: 100_000, USD: 1_200 });
  });

  it("the first licence comes with the subscription", () => {
    expect(chargeableNonSimultaneousLicences(1, 0)).toBe(0);
    expect(chargeableNonSimultaneousLicences(3, 0)).toBe(2);
    expect(nonSimultaneousLicenceCharge(100_000, 3, 0)).toBe(200_000);
  });

  it("licences already held are not charged again", () => {
    expect(chargeableNonSimultaneousLicences(4, 2)).toBe(2);
    expect(chargeableNonSimultaneousLicences(2, 3)).toBe(0);
    expect(nonSimultaneousLicenceCharge(1_200, 5, 2)).toBe(3_600);
  });

  it("share one paid seat, while each simultaneous licence is a seat", () => {
    expect(paidSeats("NonSimultaneous", 4)).toBe(1);
    expect(paidSeats("Simultaneous", 4)).toBe(4);
    expect(paidSeats(null, 1)).toBe(1);
  });
});
