import { describe, expect, it } from "vitest";
import { isSameBasket, type Basket, type QuoteSelection } from "../../src/index.ts";

const selection: QuoteSelection = {
  currency: "INR",
  product: "Standard",
  plan: "Quarter",
  addons: ["A", "B"],
  licenseType: null,
  noOfLicenses: 1,
  portfolio: 0,
  couponCode: null,
  useWallet: false,
  expiryMode: 1,
  isMobile: false,
  isRecurring: false,
};
const sub = (over: Partial<QuoteSelection> = {}): Basket => ({ kind: "subscription", selection: { ...selection, ...over } });

describe("isSameBasket", () => {
  it("the same product, plan, add-ons (any order) and licences is the same basket however it is paid", () => {
    expect(isSameBasket(sub(), sub({ addons: ["B", "A"], couponCode: "SAVE10", useWallet: true, isRecurring: true }))).toBe(true);
  });
  it("another plan, product, add-on set, licence count or app is another basket", () => {
    expect(isSameBasket(sub(), sub({ plan: "Annual" }))).toBe(false);
    expect(isSameBasket(sub(), sub({ product: "Pro" }))).toBe(false);
    expect(isSameBasket(sub(), sub({ addons: ["A"] }))).toBe(false);
    expect(isSameBasket(sub(), sub({ noOfLicenses: 2 }))).toBe(false);
    expect(isSameBasket(sub(), sub({ isMobile: true }))).toBe(false);
  });
  it("webinar seats match by webinar, never a subscription", () => {
    expect(isSameBasket({ kind: "webinar", webinarId: 3 }, { kind: "webinar", webinarId: 3 })).toBe(true);
    expect(isSameBasket({ kind: "webinar", webinarId: 3 }, { kind: "webinar", webinarId: 4 })).toBe(false);
    expect(isSameBasket({ kind: "webinar", webinarId: 3 }, sub())).toBe(false);
  });
});
