import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { creditWallet } from "../src/features/wallet/services/credit-wallet.ts";
import { giveSubscription, PRICING_NOW, setTrialEnd } from "./support/pricing.ts";
import type { TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp({ now: () => PRICING_NOW });
const subscriber = suiteUser(t);
const newcomer = suiteUser(t);

beforeAll(async () => {
  const id = subscriber.userId;
  // 20 Feb 2026 20:00 UTC is already 21 Feb in India.
  await setTrialEnd(t, id, new Date("2026-02-20T20:00:00Z"));
  await giveSubscription(t, id, {
    baseProduct: "Standard",
    plan: "Quarter",
    expiryDate: "2026-05-10",
    addons: ["Intraday (NSE Cash 5-Min)"],
    changesMade: 1,
  });
  await giveSubscription(t, id, { kind: "mobile", baseProduct: "Pro", plan: "Month", expiryDate: "2026-04-01", isMobileFree: true });
  await t.db
    .insert(schema.userSubscriptionDeals)
    .values({ userId: id, itemId: "Standard", priceSetId: "INR_01_07_17", discountInPercent: 12.5 });
  await t.db.insert(schema.userPricingProfiles).values({ userId: id, instituteDiscountPercent: 5, lastSubscriptionPlan: "Quarter" });
  await t.db.insert(schema.userDiscounts).values([
    { userId: id, type: "Webinar", label: "Webinar attendee", discountInPercent: 30, couponCode: "WEBINAR20", validUntil: "2026-03-31" },
    { userId: id, type: "Webinar", label: "Old webinar", discountInPercent: 50, validUntil: "2026-01-31" },
    { userId: id, type: "RenewalDiscount", label: "Loyalty", discountInPercent: 10, targetPlan: "Annual" },
  ]);
  await creditWallet(t.app.deps, {
    userId: id,
    currency: "INR",
    kind: "subscription",
    amount: 1234_00,
    reason: "Unused days of the old plan",
  });
});

const get = (url: string, user?: TestUser) => t.app.inject({ method: "GET", url, headers: user?.auth ?? {} });

describe("GET /api/payment/UserSubscrDetails", () => {
  it("answers docs/business-rules.md#user-subscription-details subscription details, the wallet in rupees, the trial end as an India date", async () => {
    const res = await get(`/api/payment/UserSubscrDetails?userid=${subscriber.userId}`, subscriber);
    expect(res.statusCode).toBe(200);
    const details = res.json();
    expect(details).toMatchObject({
      ToolSubscr: {
        BaseProduct: "Standard",
        Addons: ["Intraday (NSE Cash 5-Min)"],
        Plan: "Quarter",
        ExpiryDate: "2026-05-10",
        LicenseType: "Simultaneous",
        NoOfLicenses: 1,
        IsSubscribed: true,
        isMobileFree: false,
      },
      MobileSubscr: { BaseProduct: "Pro", Plan: "Month", ExpiryDate: "2026-04-01", isMobileFree: true },
      TrialEndDate: "2026-02-21",
      SubscrDetails: { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 12.5 } },
      WalletDetails: { currency: "INR", SubscrCredit: 1234, CashCredit: 0, Credit: 0 },
      InstituteDiscountPercent: 5,
      LastSubscriptionPlan: "Quarter",
      LastSubscriptionDiscountForDataAddon: false,
    });
    expect(details.RenewalDiscounts).toEqual([
      expect.objectContaining({ label: "Loyalty", DiscountInPercent: 10, TargetPlan: "Annual", CurrentPlan: null }),
    ]);
    expect(details.WebinarDiscounts).toHaveLength(2);
    expect(details.SchemeDiscounts).toEqual([]);
  });

  it("answers an empty record for a customer who never subscribed", async () => {
    const details = (await get(`/api/payment/UserSubscrDetails?userId=${newcomer.userId}`, newcomer)).json();
    expect(details).toMatchObject({
      ToolSubscr: null,
      MobileSubscr: null,
      SubscrDetails: {},
      WalletDetails: null,
      InstituteDiscountPercent: 0,
      LastSubscriptionPlan: null,
    });
  });

  it("gives the web pages the same details in minor units", async () => {
    const details = await createWebServices(t.app.deps).getSubscriptionDetails(subscriber.userId);
    expect(details.WalletDetails).toEqual({ currency: "INR", SubscrCredit: 123_400, CashCredit: 0, Credit: 0 });
    expect(details.TrialEndDate).toBe("2026-02-21");
  });

  it("refuses a userid that is not a number with 400", async () => {
    const res = await get("/api/payment/UserSubscrDetails?userid=abc", subscriber);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/userId must be a number/);
  });
});

describe("GET /api/payment/UserMobileSubscr", () => {
  it("answers the mobile subscription", async () => {
    const res = await get(`/api/payment/UserMobileSubscr?userid=${subscriber.userId}`, subscriber);
    expect(res.json()).toEqual({
      BaseProduct: "Pro",
      Addons: [],
      Plan: "Month",
      ExpiryDate: "2026-04-01",
      LicenseType: "Simultaneous",
      NoOfLicenses: 1,
      IsSubscribed: true,
      isMobileFree: true,
    });
  });

  it("answers null when there is none, and 400 for a missing userid", async () => {
    expect((await get(`/api/payment/UserMobileSubscr?userid=${newcomer.userId}`, newcomer)).json()).toBeNull();
    const res = await get("/api/payment/UserMobileSubscr", newcomer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/userId/);
  });
});

describe("GET /api/payment/userpackage", () => {
  it("answers the subscriber's own package, named after the catalogue package it matches, at list prices", async () => {
    const res = await get("/api/payment/userpackage", subscriber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Name: "Standard Intraday",
      BaseProduct: "Standard",
      Addons: ["Intraday (NSE Cash 5-Min)"],
      Flag: "Current",
      Prices: { Quarter: { INR: 3843, USD: 56.94 } },
    });
  });

  it("answers the default package (Pro with the two intraday add-ons) for someone who never paid", async () => {
    const res = await get("/api/payment/userpackage", newcomer);
    expect(res.json()).toMatchObject({
      Name: "Pro Intraday",
      BaseProduct: "Pro",
      Addons: ["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"],
      Flag: "Default",
    });
  });
});

describe("GET /api/payment/GetChangeSubscriptionCount", () => {
  it("answers the changes made this period and the catalogue's limit", async () => {
    const res = await get(`/api/payment/GetChangeSubscriptionCount?userId=${subscriber.userId}`, subscriber);
    // ADR 0026: the mobile subscription's changes are counted on their own.
    expect(res.json()).toEqual({ changesMade: 1, changesAllowed: 3, changesLeft: 2, mobile: { changesMade: 0, changesLeft: 3 } });
    expect((await get(`/api/payment/GetChangeSubscriptionCount?userId=${newcomer.userId}`, newcomer)).json()).toEqual({
      changesMade: 0,
      changesAllowed: 3,
      changesLeft: 3,
      mobile: { changesMade: 0, changesLeft: 3 },
    });
  });

  it("follows the limit in the catalogue settings", async () => {
    await t.db.update(schema.catalogueSettings).set({ freeSubscriptionChanges: 1 }).where(eq(schema.catalogueSettings.id, 1));
    try {
      expect((await get(`/api/payment/GetChangeSubscriptionCount?userId=${subscriber.userId}`, subscriber)).json()).toEqual({
        changesMade: 1,
        changesAllowed: 1,
        changesLeft: 0,
        mobile: { changesMade: 0, changesLeft: 1 },
      });
    } finally {
      await t.db.update(schema.catalogueSettings).set({ freeSubscriptionChanges: 3 }).where(eq(schema.catalogueSettings.id, 1));
    }
  });

  it("refuses userId=0 with 400", async () => {
    const res = await get("/api/payment/GetChangeSubscriptionCount?userId=0", subscriber);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/positive/);
  });
});

describe("GET /api/user/GetWebinarDiscountFields", () => {
  it("answers the best webinar discount running today: the user's own 30%, not the expired 50%", async () => {
    const res = await get(`/api/user/GetWebinarDiscountFields?userId=${subscriber.userId}`, subscriber);
    expect(res.json()).toEqual({ discount: 30, discountEndDate: "2026-03-31", couponCode: "WEBINAR20" });
  });

  it("falls back to the published webinar offer (20%, coupon WEBINAR20, no end date)", async () => {
    const res = await get(`/api/user/GetWebinarDiscountFields?userId=${newcomer.userId}`, newcomer);
    expect(res.json()).toEqual({ discount: 20, discountEndDate: null, couponCode: "WEBINAR20" });
  });

  it("refuses a missing userId with 400", async () => {
    const res = await get("/api/user/GetWebinarDiscountFields", newcomer);
    expect(res.statusCode).toBe(400);
  });
});
