import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../../src/pricing/dates.ts";
import { takeBackOnFullRefund } from "../../src/payments/refund-take-back.ts";

const today = "2026-11-23";

describe("takeBackOnFullRefund (ADR 0010)", () => {
  it("ends a first purchase refunded the day it was bought", () => {
    const order = { previousExpiry: null, expiry: "2027-02-22", activatedOn: today };
    expect(takeBackOnFullRefund({ held: { expiry: "2027-02-22", isSubscribed: true }, order, today })).toEqual({
      expiry: "2026-11-22",
      isSubscribed: false,
      daysTakenBack: 92,
    });
  });

  it("takes a renewal's days back to the expiry held before it", () => {
    const order = { previousExpiry: "2026-12-31", expiry: "2027-03-31", activatedOn: "2026-11-20" };
    expect(takeBackOnFullRefund({ held: { expiry: "2027-03-31", isSubscribed: true }, order, today })).toEqual({
      expiry: "2026-12-31",
      isSubscribed: true,
      daysTakenBack: 90,
    });
  });

  it("keeps the days of a later order stacked on top", () => {
    const order = { previousExpiry: "2026-12-31", expiry: "2027-03-31", activatedOn: "2026-11-20" };
    const held = { expiry: "2027-06-30", isSubscribed: true };
    expect(takeBackOnFullRefund({ held, order, today })).toMatchObject({ expiry: "2027-04-01", isSubscribed: true, daysTakenBack: 90 });
  });

  it("takes nothing from a change within the period", () => {
    const order = { previousExpiry: "2027-03-31", expiry: "2027-03-31", activatedOn: "2026-11-20" };
    expect(takeBackOnFullRefund({ held: { expiry: "2027-03-31", isSubscribed: true }, order, today })).toEqual({
      expiry: "2027-03-31",
      isSubscribed: true,
      daysTakenBack: 0,
    });
  });

  it("moves the expiry back by exactly the order's days, never forward, and ends it only when no day is left", () => {
    const day = fc.integer({ min: -400, max: 400 }).map((n) => addDays(today, n));
    fc.assert(
      fc.property(
        fc.option(day, { nil: null }),
        fc.integer({ min: 0, max: 400 }),
        day,
        day,
        fc.boolean(),
        (previousExpiry, length, heldExpiry, activatedOn, isSubscribed) => {
          const expiry = addDays(previousExpiry ?? addDays(activatedOn, -1), length);
          const result = takeBackOnFullRefund({
            held: { expiry: heldExpiry, isSubscribed },
            order: { previousExpiry, expiry, activatedOn },
            today,
          });
          expect(result.daysTakenBack).toBe(length);
          expect(daysBetween(result.expiry!, heldExpiry)).toBe(length);
          expect(result.isSubscribed).toBe(isSubscribed && result.expiry! >= today);
        },
      ),
    );
  });
});
