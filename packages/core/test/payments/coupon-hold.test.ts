import { describe, expect, it } from "vitest";
import { couponHoldEndsAt, DECLARED_PAYMENT_COUPON_HOLD_HOURS } from "../../src/index.ts";

const createdAt = new Date("2026-11-20T10:00:00Z");
const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);

describe("couponHoldEndsAt", () => {
  it("holds an open card checkout's use for the configured minutes from its creation", () => {
    for (const status of ["created", "pending"] as const)
      expect(couponHoldEndsAt({ gateway: "CCAvenue", status, createdAt, declaredAt: null }, 30)).toEqual(at(30));
  });

  it("treats a UPI QR code not yet declared paid like an open checkout", () => {
    expect(couponHoldEndsAt({ gateway: "ManualPayment", status: "created", createdAt, declaredAt: null }, 30)).toEqual(at(30));
  });

  it("holds a declared manual payment's use for a day from the declaration", () => {
    expect(couponHoldEndsAt({ gateway: "ManualPayment", status: "pending", createdAt, declaredAt: at(90) }, 30)).toEqual(
      at(90 + DECLARED_PAYMENT_COUPON_HOLD_HOURS * 60),
    );
  });

  it("holds nothing once the order is settled or given up", () => {
    for (const status of ["paid", "failed", "cancelled", "refunded", "partially-refunded"] as const)
      expect(couponHoldEndsAt({ gateway: "CCAvenue", status, createdAt, declaredAt: null }, 30)).toBeNull();
  });
});
