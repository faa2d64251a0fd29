import { describe, expect, it } from "vitest";
import {
  basketOfPurchase,
  oneOffPurchase,
  purchaseOfSeat,
  purchaseOfSelection,
  purchaseOfSnapshot,
  SELECTION_DEFAULTS,
  targetOfPurchase,
  type QuoteSelection,
  type WebinarSnapshot,
} from "../../src/index.ts";

const selection: QuoteSelection = { ...SELECTION_DEFAULTS, currency: "INR", product: "Standard", plan: "Quarter", isRecurring: true };
const seatSnapshot: WebinarSnapshot = {
  webinar: { id: 7, title: "Candles", dateTime: "2026-12-01T10:00:00.000Z" },
  currency: "USD",
  price: { listPrice: 5000, discountPercent: 10, price: 4500, gst: 0, total: 4500, offerApplied: true },
  couponCode: "WEB10",
};

describe("Purchase: what is being bought, decided once", () => {
  it("a selection buys the desktop tool or, with isMobile, the mobile app; each has its order target", () => {
    expect(targetOfPurchase(purchaseOfSelection(selection))).toBe("tool");
    expect(purchaseOfSelection({ ...selection, isMobile: true }).kind).toBe("mobile");
    expect(targetOfPurchase(purchaseOfSelection({ ...selection, isMobile: true }))).toBe("mobile");
  });

  it("a seat request keeps its coupon trimmed, or none", () => {
    expect(purchaseOfSeat({ webinarId: 7, currency: "INR", couponCode: "  WEB10 " })).toEqual({
      kind: "webinar",
      webinarId: 7,
      currency: "INR",
      couponCode: "WEB10",
    });
    expect(purchaseOfSeat({ webinarId: 7, currency: "INR", couponCode: "   " }).couponCode).toBeNull();
    expect(purchaseOfSeat({ webinarId: 7, currency: "INR" }).couponCode).toBeNull();
  });

  it("an order's snapshot gives back the purchase that made it", () => {
    expect(purchaseOfSnapshot(seatSnapshot)).toEqual({ kind: "webinar", webinarId: 7, currency: "USD", couponCode: "WEB10" });
    expect(targetOfPurchase(purchaseOfSnapshot(seatSnapshot))).toBe("webinar");
    const mobile = { ...selection, isMobile: true };
    expect(purchaseOfSnapshot({ selection: mobile, summary: {} as never })).toEqual({ kind: "mobile", selection: mobile });
  });

  it("the basket is what is bought, whatever it costs", () => {
    expect(basketOfPurchase(purchaseOfSeat({ webinarId: 7, currency: "INR", couponCode: "X" }))).toEqual({ kind: "webinar", webinarId: 7 });
    expect(basketOfPurchase(purchaseOfSelection(selection))).toEqual({ kind: "subscription", selection });
  });

  it("a one-off purchase is never priced as recurring; a seat is unchanged", () => {
    const once = oneOffPurchase(purchaseOfSelection(selection));
    expect(once.kind === "subscription" && once.selection.isRecurring).toBe(false);
    const seat = purchaseOfSeat({ webinarId: 7, currency: "INR" });
    expect(oneOffPurchase(seat)).toBe(seat);
  });
});
