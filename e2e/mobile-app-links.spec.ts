import { expect, test, type Page } from "@playwright/test";
import { logInAsNewCustomer } from "./support/pricing.ts";

/** docs/business-rules.md#mobile-app-links, ADR 0040: wherever the mobile app is sold, its store badges and a QR code link to it. */
const appStore = "https://apps.apple.com/in/app/investar-e2e/id1000000001";
const googlePlay = "https://play.google.com/store/apps/details?id=in.example.investar.e2e";

async function expectStoreLinks(page: Page, heading: string, { qr }: { qr: boolean }) {
  const section = page.getByRole("region", { name: heading });
  await expect(section.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", appStore);
  await expect(section.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute("href", googlePlay);
  await expect(section.getByRole("img", { name: /^QR code of http:\/\/localhost:\d+\/app$/ })).toBeVisible({ visible: qr });
}

test("the pricing, mobile plans and mobile trial pages link the app's stores, with a QR code on a computer", async ({ page }) => {
  await page.goto("/Pricing");
  await expectStoreLinks(page, "Investar on your phone", { qr: true });
  await page.goto("/PricingMobile");
  await expectStoreLinks(page, "Get the Investar mobile app", { qr: true });
  await logInAsNewCustomer(page, "mobile.app");
  await page.goto("/MobileTrial");
  await expectStoreLinks(page, "Get the Investar mobile app", { qr: true });
});

test.describe("on a phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile",
  });

  test("the download page offers the app first, without a QR code for its own screen; /app goes to the phone's store", async ({ page }) => {
    await page.goto("/investar/download");
    await expectStoreLinks(page, "On your phone? Get the mobile app", { qr: false });
    const toStore = await page.request.get("/app", { maxRedirects: 0 });
    expect(toStore.status()).toBe(302);
    expect(toStore.headers().location).toBe(googlePlay);
  });
});
