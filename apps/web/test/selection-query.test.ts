import { describe, expect, it } from "vitest";
import { EXPIRY_MODE, sampleCatalogue, selectionWithDefaults } from "@investar/core";
import { customizeHref, selectionFromQuery, selectionToQuery } from "../app/components/pricing/selection-query.ts";

const parse = (query: string) => selectionFromQuery(new URLSearchParams(query), sampleCatalogue, "USD");

describe("a selection from CustomizeSubscription's query", () => {
  it("reads product, plan and currency as in ?product=Standard&plan=Quarter&currency=INR, with nothing else chosen", () => {
    expect(parse("product=Standard&plan=Quarter&currency=INR")).toEqual(
      selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter" }),
    );
  });

  it("ignores the letter case of keys and of known values", () => {
    const selection = parse("PRODUCT=pro&Plan=annual&CURRENCY=inr&Addons=real-time%20(nse%20cash)&licensetype=simultaneous&NoOfLicenses=3");
    expect(selection).toMatchObject({
      product: "Pro",
      plan: "Annual",
      currency: "INR",
      addons: ["Real-Time (NSE Cash)"],
      licenseType: "Simultaneous",
      noOfLicenses: 3,
    });
  });

  it("reads every option: repeated add-ons, portfolio, coupon, wallet, expiry mode and the mobile app", () => {
    const selection = parse(
      "product=Pro&plan=Month&currency=INR&addons=Intraday+(NSE+Cash+5-Min)&addons=Intraday+(NSE+F%26O+5-Min)&portfolio=10&couponCode=+welcome10+&useWallet=true&expiryMode=0&isMobile=true",
    );
    expect(selection).toEqual({
      ...selectionWithDefaults({ currency: "INR", product: "Pro", plan: "Month" }),
      addons: ["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"],
      portfolio: 10,
      couponCode: "welcome10",
      useWallet: true,
      expiryMode: EXPIRY_MODE.sameExpiryDate,
      isMobile: true,
    });
  });

  it("falls back to the visitor's currency and a Quarter plan, and to the default package without a product", () => {
    expect(parse("plan=Weekly&currency=EUR")).toMatchObject({
      currency: "USD",
      plan: "Quarter",
      product: "Pro",
      addons: ["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"],
    });
    expect(parse("isMobile=1")).toMatchObject({ isMobile: true, product: "Pro", addons: ["Intraday (NSE Cash 5-Min)"] });
  });

  it("keeps an unknown product or add-on and odd numbers as written, so the page can show the engine's message", () => {
    expect(parse("product=Gold&addons=Telepathy&noOfLicenses=0&portfolio=7")).toMatchObject({
      product: "Gold",
      addons: ["Telepathy"],
      noOfLicenses: 0,
      portfolio: 7,
    });
    expect(parse("product=Standard&noOfLicenses=lots&portfolio=")).toMatchObject({ noOfLicenses: 1, portfolio: 0 });
  });
});

describe("a selection into a link", () => {
  it("writes product, plan and currency first and leaves defaults out", () => {
    expect(customizeHref({ product: "Standard", plan: "Quarter", currency: "INR" })).toBe(
      "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR",
    );
  });

  it("round-trips every option through the query", () => {
    const selection = {
      ...selectionWithDefaults({ currency: "INR", product: "Pro", plan: "Annual" }),
      addons: ["Real-Time (NSE Cash)", "Real-Time (NSE F&O)"],
      licenseType: "NonSimultaneous" as const,
      noOfLicenses: 4,
      portfolio: 25,
      couponCode: "TRADER15",
      useWallet: true,
      expiryMode: EXPIRY_MODE.sameExpiryDate,
    };
    expect(parse(selectionToQuery(selection).toString())).toEqual(selection);
  });
});
