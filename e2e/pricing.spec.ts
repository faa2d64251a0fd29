import { expectAccessible } from "./support/accessibility.ts";
import { sidewaysOverflow } from "./support/every-band.ts";
import { expect, test, type Locator } from "@playwright/test";
import { manualPaymentModes } from "@investar/core";
import {
  expectSummaryToMatchServer,
  logInAsNewCustomer,
  money,
  serverQuote,
  settled,
  startingWith,
  summaryPanel,
  type QuoteBody,
} from "./support/pricing.ts";

test.describe("the Pricing page", () => {
  test("its billing-period and currency switches change the shown prices and stay in the URL", async ({ page }) => {
    await page.goto("/Pricing?currency=INR");
    const standard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Standard", exact: true }) });
    // docs/business-rules.md#plan-cards: Standard from ₹831 a month paid quarterly.
    await expect(standard).toContainText("₹2,493");
    await expect(standard).toContainText("₹831 a month");
    await expect(standard).toContainText("+ 18% GST");
    const quarterly = await standard.locator(".plan-price__amount").textContent();

    await page.getByRole("link", { name: /^Annual/ }).click();
    await expect(page).toHaveURL(/plan=Annual/);
    await expect(page.getByRole("link", { name: /^Annual/ })).toHaveAttribute("aria-current", "true");
    await expect(standard.locator(".plan-price__amount")).not.toHaveText(quarterly ?? "");
    await expect(standard).toContainText(/Save ₹[\d,]+ \(\d+%\) compared with paying monthly/);

    await page.getByRole("link", { name: /USD/ }).click();
    await expect(page).toHaveURL(/currency=USD/);
    await expect(standard.locator(".plan-price__amount")).toHaveText(/^\$\d+\.\d\d$/);
    await expect(standard).not.toContainText("GST");
    await expect(standard.getByRole("link", { name: "Buy Standard" })).toHaveAttribute(
      "href",
      "/Pricing/CustomizeSubscription?product=Standard&plan=Annual&currency=USD",
    );

    // The server renders what the URL says.
    await page.reload();
    await expect(page.getByRole("link", { name: /USD/ })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: /^Annual/ })).toHaveAttribute("aria-current", "true");
    await expect(standard.locator(".plan-price__amount")).toHaveText(/^\$\d+\.\d\d$/);
  });

  test("its switches work before the page's script has loaded", async ({ page }) => {
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto("/Pricing?currency=INR", { waitUntil: "commit" });
    await page.getByRole("link", { name: /^Month/ }).click();
    await expect(page).toHaveURL(/\/Pricing\?currency=INR&plan=Month$/);
    const standard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Standard", exact: true }) });
    await expect(standard).toContainText("per month");
    await expect(page.getByRole("link", { name: /^Month/ })).toHaveAttribute("aria-current", "true");
  });

  test("shows the data add-ons, portfolio packages and the feature comparison", async ({ page }) => {
    await page.goto("/Pricing?currency=INR");
    await expect(page.getByRole("table", { name: /Data add-ons/ })).toContainText("Real-Time (NSE Cash)");
    await expect(page.getByRole("heading", { name: "Portfolio packages", exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Features of Investar Lite, Basic, Standard and Pro" })).toContainText("Custom screener");
  });
});

test.describe("CustomizeSubscription", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsNewCustomer(page, "pricing");
  });

  test("each choice updates the summary, and it shows what the Quote call answers", async ({ page }) => {
    await page.goto("/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
    await settled(page);
    await expect(page.getByRole("radio", { name: /^Standard/ })).toBeChecked();
    const first = await expectSummaryToMatchServer(page, { currency: "INR", product: "Standard", plan: "Quarter" });
    // ₹2,493 + 18% GST (₹448) = ₹2,941.
    expect(first.total).toBe(2941);

    await page.getByRole("radio", { name: /^Pro/ }).check();
    await expect(page).toHaveURL(/product=Pro/);
    const pro = await expectSummaryToMatchServer(page, { currency: "INR", product: "Pro", plan: "Quarter" });
    expect(pro.total).toBeGreaterThan(first.total);

    await page.getByRole("radio", { name: /^Annual/ }).check();
    await page.getByRole("checkbox", { name: /^Intraday \(NSE Cash 5-Min\)/ }).check();
    await expectSummaryToMatchServer(page, { currency: "INR", product: "Pro", plan: "Annual", addons: ["Intraday (NSE Cash 5-Min)"] });

    await page.getByLabel("Number of licences").fill("3");
    await page.getByRole("radio", { name: /^Simultaneous/ }).check();
    await page.getByLabel("Portfolio package").selectOption({ index: 2 });
    const portfolio = Number(await page.getByLabel("Portfolio package").inputValue());
    const body: QuoteBody = {
      currency: "INR",
      product: "Pro",
      plan: "Annual",
      addons: ["Intraday (NSE Cash 5-Min)"],
      licenseType: "Simultaneous",
      noOfLicenses: 3,
      portfolio,
    };
    await expectSummaryToMatchServer(page, body);
    await expect(summaryPanel(page)).toContainText("Licence discount, 20%");

    await page.getByRole("radio", { name: /USD/ }).check();
    await expectSummaryToMatchServer(page, { ...body, currency: "USD" });
    await expect(summaryPanel(page)).toContainText("No GST on payments in US dollars.");
    await expect(page).toHaveURL(/currency=USD&addons=Intraday/);
  });

  test("every pricing error the options can reach shows its message", async ({ page }) => {
    const panel = summaryPanel(page);
    const pay = page.getByRole("button", { name: "Proceed to Pay" });
    const expectError = async (body: QuoteBody, code: string, field?: Locator) => {
      await settled(page);
      const { status, json } = await serverQuote(page, body);
      expect(status).toBe(400);
      expect(json.code).toBe(code);
      // docs/business-rules.md#pricing-error-codes: a licence problem is said under its field; the others where the price would be.
      if (field) await expect(field).toHaveAccessibleDescription(startingWith(json.message!));
      else await expect(panel.getByText(json.message!, { exact: true })).toBeVisible();
      await expect(pay).toBeDisabled();
    };
    /** docs/business-rules.md#pricing-error-codes: a refused coupon is said under its field, and the price without it can still be paid. */
    const expectCouponRefused = async (body: QuoteBody, code: string) => {
      const { status, json } = await serverQuote(page, body);
      expect(status).toBe(400);
      expect(json.code).toBe(code);
      await expect(page.getByLabel("Coupon code")).toHaveAccessibleDescription(json.message!);
      await expect(panel).toContainText("Coupon not applied.");
      await expectSummaryToMatchServer(page, { ...body, couponCode: undefined });
      await expect(pay).toBeEnabled();
    };
    const open = async (query: string) => {
      await page.goto(`/Pricing/CustomizeSubscription?${query}`);
      await settled(page);
    };

    await open("product=Standard&plan=Quarter&currency=INR");
    await page.getByRole("radio", { name: /^Lite/ }).check();
    await expectError({ currency: "INR", product: "Lite", plan: "Quarter" }, "LiteWithoutAddon");

    await page.getByRole("checkbox", { name: /^Extended EOD History/ }).check();
    await page.getByLabel("Coupon code").fill("WEBINAR20");
    await page.getByRole("button", { name: "Apply" }).click();
    await expectCouponRefused(
      { currency: "INR", product: "Lite", plan: "Quarter", addons: ["Extended EOD History"], couponCode: "WEBINAR20" },
      "WebinarWithLite",
    );

    await open("product=Standard&plan=Quarter&currency=INR");
    await page.getByLabel("Coupon code").fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expectCouponRefused({ currency: "INR", product: "Standard", plan: "Quarter", couponCode: "NO-SUCH-CODE" }, "CouponCodeApply");
    await page.getByRole("button", { name: "Remove coupon" }).click();
    await expect(panel).not.toContainText("Coupon not applied.");
    await expect(pay).toBeEnabled();

    await page.getByRole("checkbox", { name: /^Intraday Screener/ }).check();
    await expectError({ currency: "INR", product: "Standard", plan: "Quarter", addons: ["Intraday Screener"] }, "ScreenerNeedsDataAddon");
    await page.getByRole("checkbox", { name: /^Intraday Screener/ }).uncheck();

    await page.getByRole("checkbox", { name: /^Real-Time \(NSE F&O\)/ }).check();
    await expectError({ currency: "INR", product: "Standard", plan: "Quarter", addons: ["Real-Time (NSE F&O)"] }, "RTFo");
    await page.getByRole("checkbox", { name: /^Real-Time \(NSE Cash\)/ }).check();
    await expect(pay).toBeEnabled();

    // More than one licence comes with Simultaneous chosen (docs/business-rules.md#pricing-error-codes), so SelectLicenseType is for API callers only.
    await open("product=Standard&plan=Quarter&currency=INR");
    const licences = page.getByLabel("Number of licences");
    await licences.fill("5000");
    await expectError(
      { currency: "INR", product: "Standard", plan: "Quarter", noOfLicenses: 5000, licenseType: "Simultaneous" },
      "InvalidLicenseNumber",
      licences,
    );

    // Reachable through a pre-selecting link.
    await open("product=Gold&plan=Quarter&currency=INR");
    await expectError({ currency: "INR", product: "Gold", plan: "Quarter" }, "InvalidProduct");
    await open("product=Standard&plan=Quarter&currency=INR&portfolio=7");
    await expectError({ currency: "INR", product: "Standard", plan: "Quarter", portfolio: 7 }, "InvalidSelection");
  });

  test("'Proceed to Pay' takes the customer to the payment page for the server's price", async ({ page }) => {
    await page.goto("/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
    await settled(page);
    await page.getByRole("button", { name: "Proceed to Pay" }).click();
    // The simulator stands in for the card gateway (docs/architecture.md#payment-simulator); the whole journey is in checkout.spec.ts.
    await expect(page.getByRole("heading", { name: "Payment simulator" })).toBeVisible();
    await expect(page.locator('[data-field="amount"]')).toHaveText("₹2,941");
    await expect(page.getByRole("button", { name: "Simulate success" })).toBeVisible();
  });

  test("the mobile app's plans open it with the mobile options", async ({ page }) => {
    await page.goto("/PricingMobile?currency=INR");
    await expect(page.getByRole("heading", { name: "Investar mobile app plans" })).toBeVisible();
    await page.getByRole("link", { name: "Build your own mobile plan" }).click();
    await expect(page).toHaveURL(/isMobile=true/);
    await expect(page.getByRole("radio", { name: "Mobile app" })).toBeChecked();
    await expect(page.getByLabel("Number of licences")).toHaveCount(0);
    await expectSummaryToMatchServer(page, { currency: "INR", product: "Standard", plan: "Quarter", isMobile: true });
  });

  test("My Subscription prices each way to subscribe as the Quote call does", async ({ page }) => {
    await page.goto("/my-investar/manage-subscription?currency=INR");
    await expect(page.getByRole("heading", { name: "My Subscription", level: 1 })).toBeVisible();
    await expect(page.getByText("You have no paid desktop subscription yet.")).toBeVisible();
    const option = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Subscribe to Standard" }) })
      .first();
    const { json } = await serverQuote(page, { currency: "INR", product: "Standard", plan: "Quarter" });
    await expect(option).toContainText(money(json.total, "INR"));
    await option.getByRole("link", { name: /^Choose/ }).click();
    await expect(page).toHaveURL(/\/Pricing\/CustomizeSubscription\?product=Standard&plan=Quarter&currency=INR/);
  });

  test("its pages pass axe without serious or critical violations", async ({ page }) => {
    // Eight pages, each analysed whole: more than a minute when the machine is busy.
    test.slow();
    const pages = [
      "/Pricing?currency=INR",
      "/Pricing/CustomizeSubscription?product=Pro&plan=Annual&currency=INR",
      "/my-investar/manage-subscription",
      "/PricingMobile",
      "/Pricing/PaymentFaqs",
      // The Hindi twins pass the same check (docs/adr/0059-hindi-with-lingui.md).
      "/hi",
      "/hi/Pricing?currency=INR",
      "/hi/Pricing/CustomizeSubscription?product=Pro&plan=Annual&currency=INR",
    ];
    for (const path of pages) {
      await page.goto(path);
      if (path.includes("Customize")) await settled(page);
      await expectAccessible(page, { label: `${path} ` });
    }
  });

  test("at 360px wide the pricing pages have no horizontal scroll", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of [
      "/Pricing",
      "/Pricing/CustomizeSubscription?product=Pro&plan=Quarter&currency=INR&addons=Real-Time+(NSE+Cash)",
      "/my-investar/manage-subscription",
      "/PricingMobile",
      "/Pricing/PaymentFaqs",
    ]) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});

test("the payment FAQs list the eight manual payment modes", async ({ page }) => {
  await page.goto("/Pricing/PaymentFaqs");
  await page.getByText("Can I pay without the gateway?").click();
  for (const mode of manualPaymentModes) {
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${mode.replace(/[()]/g, "\\$&")}$`) })).toBeVisible();
  }
});
