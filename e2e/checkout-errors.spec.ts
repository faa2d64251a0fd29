import { expectAccessible } from "./support/accessibility.ts";
import { sidewaysOverflow } from "./support/every-band.ts";
import { expect, test } from "@playwright/test";
import { paymentConfirmation, previewedTotal, proceedToSimulator, simulate } from "./support/checkout.ts";
import {
  expectSummaryToMatchServer,
  logInAsNewCustomer,
  money,
  serverQuote,
  settled,
  startingWith,
  summaryPanel,
} from "./support/pricing.ts";

/**
 * docs/business-rules.md#pricing-error-codes and #checkout-on-a-phone: a mistake in one field no longer takes the price (and Pay) away, and on a phone the
 * total and Pay stay on screen.
 */
const STANDARD_QUARTERLY = "product=Standard&plan=Quarter&currency=INR";

test.describe("checkout with a coupon or licence mistake (docs/business-rules.md#pricing-error-codes)", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsNewCustomer(page, "checkout.errors");
  });

  test("a coupon the server refuses keeps the price without it, says why under the field, and Pay charges that price", async ({ page }) => {
    const withoutCoupon = await previewedTotal(page, STANDARD_QUARTERLY);
    expect(withoutCoupon).toBe("₹2,941");
    const refused = await serverQuote(page, { currency: "INR", product: "Standard", plan: "Quarter", couponCode: "SAVEBIG" });
    expect(refused.json.code).toBe("CouponCodeApply");

    const coupon = page.getByLabel("Coupon code");
    await coupon.fill("SAVEBIG");
    await page.getByRole("button", { name: "Apply" }).click();
    // The reason is under the coupon field, and tied to it for screen readers.
    await expect(coupon).toHaveAccessibleDescription(refused.json.message!);
    await expect(coupon).toHaveAttribute("aria-invalid", "true");
    const panel = summaryPanel(page);
    await expect(panel).toContainText("Coupon not applied.");
    await expect(panel.getByRole("status")).toContainText("Total to pay: ₹2,941");
    await expect(panel.getByText(refused.json.message!)).toHaveCount(0);
    await settled(page);
    const pay = page.getByRole("button", { name: "Proceed to Pay" });
    await expect(pay).toBeEnabled();
    await expectAccessible(page);

    const { amount, orderNumber } = await proceedToSimulator(page);
    expect(amount).toBe("₹2,941");
    await simulate(page, "Simulate success", orderNumber);
    const confirmation = paymentConfirmation(page, "Payment successful");
    await expect(confirmation).toContainText("₹2,941");
    await expect(confirmation).toContainText(orderNumber);
  });

  test("3 licences show a price at once, with Simultaneous chosen; an impossible number is said under its field", async ({ page }) => {
    await previewedTotal(page, STANDARD_QUARTERLY);
    const pay = page.getByRole("button", { name: "Proceed to Pay" });
    await page.getByLabel("Number of licences").fill("3");
    await expect(page.getByRole("radio", { name: /^Simultaneous/ })).toBeChecked();
    await expect(page).toHaveURL(/licenseType=Simultaneous/);
    await expectSummaryToMatchServer(page, {
      currency: "INR",
      product: "Standard",
      plan: "Quarter",
      licenseType: "Simultaneous",
      noOfLicenses: 3,
    });
    await expect(summaryPanel(page)).toContainText("Licence discount, 20%");
    await expect(pay).toBeEnabled();

    const licences = page.getByLabel("Number of licences");
    await licences.fill("5000");
    const { json } = await serverQuote(page, {
      currency: "INR",
      product: "Standard",
      plan: "Quarter",
      licenseType: "Simultaneous",
      noOfLicenses: 5000,
    });
    expect(json.code).toBe("InvalidLicenseNumber");
    await expect(licences).toHaveAccessibleDescription(startingWith(json.message!));
    await expect(licences).toHaveAttribute("aria-invalid", "true");
    await expect(summaryPanel(page).getByRole("status")).toHaveText("The price appears once the number of licences is corrected.");
    await expect(pay).toBeDisabled();
  });

  test("a link asking for several licences without a type opens with Simultaneous chosen and a price", async ({ page }) => {
    const total = await previewedTotal(page, `${STANDARD_QUARTERLY}&noOfLicenses=3`);
    await expect(page.getByRole("radio", { name: /^Simultaneous/ })).toBeChecked();
    const { json } = await serverQuote(page, {
      currency: "INR",
      product: "Standard",
      plan: "Quarter",
      licenseType: "Simultaneous",
      noOfLicenses: 3,
    });
    expect(total).toBe(money(json.total, "INR"));
    await expect(page.getByRole("button", { name: "Proceed to Pay" })).toBeEnabled();
  });
});

test.describe("checkout on a phone (docs/business-rules.md#checkout-on-a-phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a bar at the bottom of the screen shows the total, and its Pay goes to the payment page", async ({ page }) => {
    await logInAsNewCustomer(page, "checkout.phone");
    await previewedTotal(page, STANDARD_QUARTERLY);
    const bar = page.getByRole("region", { name: "Total and pay" });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText("Total ₹2,941");
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y + box.height).toBeGreaterThan(844 - 2);

    // One Pay on screen at a time: with the price panel's own Pay in view, the bar steps aside.
    await page.getByRole("button", { name: "Proceed to Pay" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeInViewport();

    await bar.getByRole("button", { name: "Pay ₹2,941" }).click();
    await expect(page.getByRole("heading", { name: "Payment simulator" })).toBeVisible();
    await expect(page.locator('[data-field="amount"]')).toHaveText("₹2,941");
    const orderNumber = (await page.locator('[data-field="order"]').textContent())!.trim();
    await simulate(page, "Simulate success", orderNumber);

    // My Subscription: the invoice and its download fit the phone's width.
    await page.goto("/my-investar/manage-subscription");
    const invoices = page.getByRole("region", { name: "Invoices" });
    await expect(invoices).toContainText(orderNumber);
    const download = invoices.getByRole("link", { name: /^Download Tax invoice INV\// });
    await download.scrollIntoViewIfNeeded();
    await expect(download).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(await invoices.locator(".table-wrap").evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  });

  test("the Pricing page's add-on prices are cards and the comparison scrolls in its own box, with a hint", async ({ page }) => {
    await page.goto("/Pricing?currency=INR");
    const scrollsSideways = (box: Element) => box.scrollWidth > box.clientWidth;
    const dataAddons = page.getByRole("region", { name: "Data add-ons + 18% GST" });
    await expect(dataAddons).toBeVisible();
    expect(await dataAddons.evaluate(scrollsSideways)).toBe(false);
    // Each add-on is a card whose price is named beside it (the column headings are off screen).
    const intraday = dataAddons.getByRole("row", { name: /^Intraday \(NSE Cash 5-Min\)/ });
    const price = intraday.getByRole("cell", { name: "₹1,350" });
    expect(await price.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Price per quarter"');
    await intraday.scrollIntoViewIfNeeded();
    await expect(intraday).toBeInViewport({ ratio: 1 });

    const comparison = page.getByRole("region", { name: "Features of Investar Lite, Basic, Standard and Pro" });
    expect(await comparison.evaluate(scrollsSideways)).toBe(true);
    await expect(comparison).toHaveAccessibleDescription("Scroll the table sideways to see every edition.");
    await expect(page.getByText("Scroll the table sideways to see every edition.")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("the bar says when a refused coupon is left out of the total", async ({ page }) => {
    await logInAsNewCustomer(page, "phone.coupon");
    await previewedTotal(page, STANDARD_QUARTERLY);
    await page.getByLabel("Coupon code").fill("SAVEBIG");
    await page.getByRole("button", { name: "Apply" }).click();
    const bar = page.getByRole("region", { name: "Total and pay" });
    await expect(bar).toContainText("Coupon not applied");
    await expect(bar).toContainText("₹2,941");
    await expect(bar.getByRole("button", { name: "Pay ₹2,941" })).toBeEnabled();
  });
});

test("wide screens show no pay bar", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsNewCustomer(page, "checkout.wide");
  await previewedTotal(page, STANDARD_QUARTERLY);
  await expect(page.getByRole("region", { name: "Total and pay" })).toBeHidden();
});
