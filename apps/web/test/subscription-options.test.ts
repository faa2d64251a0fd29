import { describe, expect, it } from "vitest";
import { emptySubscriptionDetails, sampleCatalogue, type UserSubscriptionDetails } from "@investar/core";
import { itemNames, recordedCurrency, subscriptionOverview, type ChangeOption } from "../app/components/pricing/subscription-options.ts";

// 10 Jan 2026 in India; the Standard subscription ends on 10 Mar 2026: exactly 2 months left.
const now = new Date("2026-01-10T06:00:00Z");

function subscriber(overrides: Partial<UserSubscriptionDetails> = {}): UserSubscriptionDetails {
  return {
    ...emptySubscriptionDetails(),
    ToolSubscr: {
      BaseProduct: "Standard",
      Addons: [],
      Plan: "Quarter",
      ExpiryDate: "2026-03-10",
      LicenseType: "Simultaneous",
      NoOfLicenses: 1,
      IsSubscribed: true,
      isMobileFree: false,
    },
    SubscrDetails: { Standard: { PriceSet: "INR", DiscountInPercent: 0 } },
    LastSubscriptionPlan: "Quarter",
    ...overrides,
  };
}

const byTitle = (options: ChangeOption[], title: string) => {
  const found = options.find((option) => option.title === title);
  if (!found) throw new Error(`no option "${title}" in ${options.map((option) => option.title).join(", ")}`);
  return found;
};

describe("My Subscription's options for a Standard subscriber with 2 months left", () => {
  const overview = subscriptionOverview({ catalogue: sampleCatalogue, details: subscriber(), currency: "INR", now }, false);

  it("carries the explanation parts for a translated page, and only the sentences for an English one", () => {
    const prices = (saysParts: boolean) =>
      subscriptionOverview({ catalogue: sampleCatalogue, details: subscriber(), currency: "INR", now, saysParts }, false).options.map(
        (option) => option.price,
      );
    for (const price of prices(true)) expect(price).toMatchObject({ explanationParts: expect.any(Array) as unknown });
    for (const price of prices(false)) {
      expect(price).not.toHaveProperty("explanationParts");
      expect(price).toMatchObject({ explanation: expect.arrayContaining([expect.any(String)]) as unknown });
    }
    expect(prices(false).map((price) => ("error" in price ? price : { ...price }))).toEqual(
      prices(true).map((price) => ("error" in price ? price : (({ explanationParts: _, ...rest }) => rest)(price))),
    );
  });

  it("knows the subscription is active", () => {
    expect(overview.state).toBe("active");
    expect(overview.subscr?.BaseProduct).toBe("Standard");
  });

  it("renews the same plan for a new quarter after the expiry date", () => {
    const renew = byTitle(overview.options, "Renew Standard (Quarter)");
    // ₹2,493 + 18% GST (₹448.74 → ₹448) = ₹2,941; 10 Mar + 3 months.
    expect(renew.price).toMatchObject({ kind: "renewal", total: 2941_00, gst: 448_00, newExpiryDate: "2026-06-10" });
    expect(renew.href).toBe("/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
  });

  it("upgrades to Pro for the months left, keeping the expiry date (ADR 0003's example)", () => {
    const upgrade = byTitle(overview.options, "Upgrade to Pro");
    // (₹3,495 − ₹2,493) ÷ 3 × 2 = ₹668, GST ₹120.24 → ₹120.
    expect(upgrade.price).toMatchObject({ kind: "upgrade", total: 788_00, gst: 120_00, newExpiryDate: "2026-03-10" });
    expect(upgrade.href).toContain("product=Pro&plan=Quarter&currency=INR&expiryMode=0");
  });

  it("offers each data add-on not held, a real-time F&O add-on together with the real-time cash one it needs", () => {
    const titles = overview.options.filter((option) => option.action === "addon").map((option) => option.title);
    expect(titles).toContain("Add Intraday (NSE Cash 5-Min)");
    expect(titles).toContain("Add Real-Time (NSE F&O) with Real-Time (NSE Cash)");
    expect(titles).not.toContain("Add Intraday Screener");
    // ₹450 a month × 2 months = ₹900, GST ₹162.
    expect(byTitle(overview.options, "Add Intraday (NSE Cash 5-Min)").price).toMatchObject({
      kind: "extension",
      total: 1062_00,
      gst: 162_00,
    });
  });

  it("prices in dollars when asked", () => {
    const usd = subscriptionOverview({ catalogue: sampleCatalogue, details: subscriber(), currency: "USD", now }, false);
    // $35.97 a quarter, no GST.
    expect(byTitle(usd.options, "Renew Standard (Quarter)").price).toMatchObject({ total: 35_97, gst: 0 });
  });
});

describe("My Subscription's options without a subscription", () => {
  it("offers each paid edition as a new subscription, on the last plan held", () => {
    const details = { ...emptySubscriptionDetails(), LastSubscriptionPlan: "Annual" as const };
    const overview = subscriptionOverview({ catalogue: sampleCatalogue, details, currency: "INR", now }, false);
    expect(overview.state).toBe("none");
    expect(overview.options.map((option) => option.title)).toEqual(["Subscribe to Basic", "Subscribe to Standard", "Subscribe to Pro"]);
    // Standard annual ₹7,950 + GST ₹1,431 = ₹9,381, with the annual offer's 2 free months.
    expect(byTitle(overview.options, "Subscribe to Standard").price).toMatchObject({ kind: "fresh", total: 9381_00, freeMonths: 2 });
  });

  it("offers to renew an ended subscription at today's prices", () => {
    const ended = subscriber({ ToolSubscr: { ...subscriber().ToolSubscr!, ExpiryDate: "2025-10-01" } });
    const overview = subscriptionOverview({ catalogue: sampleCatalogue, details: ended, currency: "INR", now }, false);
    expect(overview.state).toBe("ended");
    expect(byTitle(overview.options, "Renew Standard (Quarter)").price).toMatchObject({ kind: "fresh", total: 2941_00 });
    expect(overview.options.map((option) => option.title)).not.toContain("Subscribe to Standard");
  });

  it("shows the engine's message where an option can't be bought", () => {
    const freeMobile = subscriber({ ToolSubscr: { ...subscriber().ToolSubscr!, BaseProduct: "Pro", isMobileFree: true } });
    const overview = subscriptionOverview({ catalogue: sampleCatalogue, details: freeMobile, currency: "INR", now }, true);
    expect(byTitle(overview.options, "Subscribe to Pro").price).toEqual({
      error: "Your Pro subscription already includes the mobile app free until 10 Mar 2026.",
    });
  });
});

describe("the currency and names My Subscription shows", () => {
  it("takes the currency of the recorded price set, else of the wallet", () => {
    expect(recordedCurrency(subscriber({ SubscrDetails: { Standard: { PriceSet: "USD_01_07_17", DiscountInPercent: 0 } } }))).toBe("USD");
    expect(
      recordedCurrency({ ...emptySubscriptionDetails(), WalletDetails: { currency: "INR", SubscrCredit: 0, CashCredit: 0, Credit: 0 } }),
    ).toBe("INR");
    expect(recordedCurrency(emptySubscriptionDetails())).toBeNull();
  });

  it("names products and add-ons by id", () => {
    expect(itemNames(sampleCatalogue)).toMatchObject({ Standard: "Standard", "Real-Time (NSE Cash)": "Real-Time (NSE Cash)" });
  });
});
