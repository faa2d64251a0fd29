/**
 * docs/business-rules.md#mobile-app-links, ADR 0040: the pages that sell the mobile app show a badge for each store whose page is
 * configured (business profile, overridden by the environment) and a QR code of /app; with none configured, nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { mobileAppMessages } from "@investar/core";
import { schema } from "@investar/db";
import { enteredBusinessProfile } from "./support/business-profile.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

const appStore = "https://apps.apple.com/in/app/investar/id1234567890";
const googlePlay = "https://play.google.com/store/apps/details?id=com.investar.app";
const iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const android = "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";

const sellingPages = ["/Pricing", "/PricingMobile", "/MobileTrial", "/investar/download"];

async function pageOf(t: TestApp, url: string, user?: TestUser) {
  const res = await t.app.inject({ method: "GET", url, headers: user ? { cookie: `investar_session=${user.token}` } : {} });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}
const getApp = (t: TestApp, userAgent: string) => t.app.inject({ method: "GET", url: "/app", headers: { "user-agent": userAgent } });

describe("without any store page", () => {
  let t: TestApp;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ web: true });
    member = await createUser(t);
  });
  afterAll(() => t.close());

  it("shows no badge and no QR code anywhere, and /app leads to the mobile plans", async () => {
    for (const url of sellingPages) {
      const body = await pageOf(t, url, member);
      expect(body, url).not.toContain("store-badge");
      expect(body, url).not.toContain("mobile-app-links__qr");
    }
    for (const agent of [iPhone, android]) {
      const res = await getApp(t, agent);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/PricingMobile");
    }
  });
});

describe("with Google Play in the environment and the App Store in the business profile", () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ web: true, env: { MOBILE_APP_GOOGLE_PLAY_URL: googlePlay } });
    admin = await createUser(t, { role: "Admin" });
    member = await createUser(t);
  });
  afterAll(() => t.close());

  it("links Google Play alone until staff add the App Store page; then both, on every page that sells the app", async () => {
    const before = await pageOf(t, "/PricingMobile");
    expect(before).toContain(`href="${googlePlay}"`);
    expect(before).toContain("Google Play");
    expect(before).not.toContain("apps.apple.com");
    expect(before).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+"[^>]*alt="QR code of http:\/\/localhost:3000\/app"/);
    // An iPhone is not sent to a store page that is not there.
    expect((await getApp(t, iPhone)).headers.location).toBe("/PricingMobile");
    expect((await getApp(t, android)).headers.location).toBe(googlePlay);

    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/business-profile",
      headers: admin.auth,
      payload: { ...enteredBusinessProfile, mobileApp: { appStoreUrl: "https://example.com/investar", googlePlayUrl: "" } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(mobileAppMessages.storeUrlInvalid("appStore"));

    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/business-profile",
      headers: admin.auth,
      payload: {
        ...enteredBusinessProfile,
        mobileApp: { appStoreUrl: appStore, googlePlayUrl: "https://play.google.com/store/apps/details?id=other" },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of sellingPages) {
      const body = await pageOf(t, url, member);
      expect(body, url).toContain(`href="${appStore}"`);
      // The environment's Google Play page wins over the profile's.
      expect(body, url).toContain(`href="${googlePlay}"`);
      expect(body, url).not.toContain(`href="https://play.google.com/store/apps/details?id=other"`);
    }
    expect((await getApp(t, iPhone)).headers.location).toBe(appStore);
    // A computer is shown the plans and both badges.
    expect((await getApp(t, "Mozilla/5.0 (Windows NT 10.0; Win64; x64)")).headers.location).toBe("/PricingMobile");
  });

  it("the receipt of a mobile subscription says where to get the app, not the Windows installer; a desktop one the other way round", async () => {
    const buyer = await createUser(t);
    const mobile = await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter", isMobile: true }, "Simulate success");
    const mobileReceipt = await pageOf(t, `/Pricing/CustomizeSubscription?payment=${mobile.orderNumber}`, buyer);
    expect(mobileReceipt).toContain("Open your plan in the mobile app");
    expect(mobileReceipt).toContain(`href="${googlePlay}"`);
    expect(mobileReceipt).not.toContain("Download and install");

    const desktop = await buyAtSimulator(t, buyer, { product: "Standard", plan: "Quarter" }, "Simulate success");
    const desktopReceipt = await pageOf(t, `/Pricing/CustomizeSubscription?payment=${desktop.orderNumber}`, buyer);
    expect(desktopReceipt).toContain("Download and install");
    expect(desktopReceipt).not.toContain("Open your plan in the mobile app");

    // The receipt mails say the same: the mobile one names the configured stores, the desktop one none.
    const receiptText = async (orderNumber: string) => {
      const [mail] = await t.db
        .select()
        .from(schema.mailOutbox)
        .where(like(schema.mailOutbox.subject, `%(order ${orderNumber})`));
      return mail!.text;
    };
    expect(await receiptText(mobile.orderNumber)).toContain(
      `Get the Investar app on your phone: App Store: ${appStore} · Google Play: ${googlePlay}.`,
    );
    expect(await receiptText(desktop.orderNumber)).not.toContain("Get the Investar app");
  });
});

describe("a wrong store page in the environment", () => {
  it("stops the server at start, naming the variable", async () => {
    await expect(createTestApp({ env: { MOBILE_APP_STORE_URL: "https://example.com/app" } })).rejects.toThrow(/MOBILE_APP_STORE_URL/);
  });
});
