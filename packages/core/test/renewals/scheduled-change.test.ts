import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isScheduledChangeDue, renewalChange, type RenewalChangeInput } from "../../src/renewals/index.ts";

const ranks: Record<string, number> = { Lite: 0, Basic: 1, Standard: 2, Pro: 3 };
const rank = (product: string) => ranks[product] ?? -1;
const held = { product: "Pro", addons: ["Intraday", "RTCash"], noOfLicenses: 2, expiryDate: "2027-03-31", isSubscribed: true };
const base: RenewalChangeInput = {
  held,
  bought: { product: "Pro", addons: ["Intraday", "RTCash"], noOfLicenses: 2 },
  newPeriod: true,
  today: "2027-03-20",
  rank,
};

describe("renewalChange", () => {
  it("keeps a richer edition until the old expiry and switches the day after", () => {
    const change = renewalChange({ ...base, bought: { product: "Standard", addons: ["Intraday", "RTCash"], noOfLicenses: 2 } });
    expect(change.now).toEqual({ product: "Pro", addons: ["Intraday", "RTCash"], noOfLicenses: 2 });
    expect(change.scheduled).toEqual({ product: "Standard", addons: ["Intraday", "RTCash"], noOfLicenses: 2, effectiveOn: "2027-04-01" });
  });

  it("keeps a dropped add-on or licence while adding what was newly bought", () => {
    const change = renewalChange({ ...base, bought: { product: "Pro", addons: ["Intraday", "FnO"], noOfLicenses: 1 } });
    expect(change.now).toEqual({ product: "Pro", addons: ["Intraday", "RTCash", "FnO"], noOfLicenses: 2 });
    expect(change.scheduled).toMatchObject({ addons: ["Intraday", "FnO"], noOfLicenses: 1, effectiveOn: "2027-04-01" });
  });

  it("applies at once what takes nothing away, a change within the period, or a renewal after expiry", () => {
    const same = renewalChange(base);
    expect(same).toEqual({ now: base.bought, scheduled: null });
    const upgrade = { product: "Pro", addons: ["Intraday", "RTCash", "FnO"], noOfLicenses: 3 };
    expect(renewalChange({ ...base, bought: upgrade }).scheduled).toBeNull();
    const lower = { product: "Standard", addons: [], noOfLicenses: 1 };
    expect(renewalChange({ ...base, bought: lower, newPeriod: false })).toEqual({ now: lower, scheduled: null });
    expect(renewalChange({ ...base, bought: lower, today: "2027-04-01" })).toEqual({ now: lower, scheduled: null });
    expect(renewalChange({ ...base, bought: lower, held: { ...held, isSubscribed: false } }).scheduled).toBeNull();
  });

  it("never takes away before the old expiry what was held, and always ends on exactly what was bought", () => {
    const products = fc.constantFrom("Lite", "Basic", "Standard", "Pro");
    const addons = fc.uniqueArray(fc.constantFrom("Intraday", "RTCash", "FnO", "Nifty"), { maxLength: 4 });
    const contents = fc.record({ product: products, addons, noOfLicenses: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(contents, contents, fc.boolean(), (h, bought, newPeriod) => {
        const change = renewalChange({ ...base, held: { ...held, ...h }, bought, newPeriod });
        const end = change.scheduled ?? change.now;
        expect({ product: end.product, addons: [...end.addons].sort(), noOfLicenses: end.noOfLicenses }).toEqual({
          ...bought,
          addons: [...bought.addons].sort(),
        });
        if (change.scheduled) {
          expect(rank(change.now.product)).toBeGreaterThanOrEqual(rank(h.product));
          for (const addon of h.addons) expect(change.now.addons).toContain(addon);
          expect(change.now.noOfLicenses).toBeGreaterThanOrEqual(h.noOfLicenses);
        }
      }),
    );
  });
});

describe("isScheduledChangeDue", () => {
  it("is due from its first day on, not on the old expiry day", () => {
    expect(isScheduledChangeDue("2027-04-01", "2027-03-31")).toBe(false);
    expect(isScheduledChangeDue("2027-04-01", "2027-04-01")).toBe(true);
    expect(isScheduledChangeDue("2027-04-01", "2027-05-01")).toBe(true);
  });
});
