import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { simulate } from "./support/checkout.ts";
import { hydrated } from "./support/hydrated.ts";
import { logInAsNewCustomer, settled, summaryPanel } from "./support/pricing.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md: a Hindi-speaking buyer reads the prices, customises a plan, pays through the
 * simulator and reads the outcome, all in Hindi, with ₹ in Indian grouping; the pages pass axe.
 */
test("a Hindi-speaking buyer customises a plan in Hindi, pays through the simulator and reads the outcome in Hindi", async ({ page }) => {
  await logInAsNewCustomer(page, "hindi.purchase");
  await page.goto("/Pricing?currency=INR");
  await page.locator("header").getByRole("link", { name: "हिन्दी", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/Pricing\?currency=INR$/);
  await expect(page.getByRole("heading", { name: "इंट्राडे डेटा के साथ लोकप्रिय बंडल" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "लाइसेंस और पोर्टफ़ोलियो पैकेज" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/hi/Pricing/PaymentFaqs");
  await expect(page.getByRole("heading", { level: 1, name: "पेमेंट FAQs" })).toBeVisible();
  await page.getByText("क्या मेरे भुगतान पर GST लगता है?").click();
  await expect(page.getByText(/भारतीय रुपये में भुगतान पर 18% GST लगता है/)).toBeVisible();
  await expectAccessible(page);

  await page.goto("/hi/Pricing/StandalonePrices");
  await expect(page.getByRole("heading", { level: 1, name: "स्टैंडअलोन प्राइस लिस्ट" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/hi/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
  await hydrated(page);
  await settled(page);
  await expect(page.getByRole("group", { name: "बिलिंग अवधि" })).toBeVisible();
  await expect(page.getByLabel("कूपन कोड")).toBeVisible();
  await expect(page.getByRole("region", { name: "बिलिंग विवरण" })).toBeVisible();
  const summary = summaryPanel(page);
  await expect(summary).toContainText("कुल देय राशि");
  // Rupees with Indian digit grouping: Standard quarterly, ₹2,493 + 18% GST.
  await expect(summary.locator(".quote-panel__total strong")).toHaveText("₹2,941");
  await expect(page.getByRole("checkbox", { name: "अपने-आप रिन्यू करें" })).not.toBeChecked();
  await expectAccessible(page);

  // A coupon the server does not know is refused in Hindi, and the price goes on without it.
  await page.getByLabel("कूपन कोड").fill("NOSUCH");
  await page.getByRole("button", { name: "लागू करें" }).click();
  await expect(summary).toContainText("कूपन लागू नहीं हुआ।");
  await page.getByRole("button", { name: "कूपन हटाएँ" }).click();
  await settled(page);

  await page.getByRole("button", { name: "भुगतान करें", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment simulator" })).toBeVisible();
  const orderNumber = (await page.locator('[data-field="order"]').textContent())!.trim();
  await expect(page.locator('[data-field="amount"]')).toContainText("2,941");
  await simulate(page, "Simulate success", orderNumber);

  // The gateway returns to the Hindi outcome page: the page language went out with the order and came back with the answer.
  await expect(page).toHaveURL(new RegExp(`/hi/Pricing/CustomizeSubscription\\?.*payment=${orderNumber}`));
  const confirmation = page.getByRole("region", { name: "भुगतान सफल रहा" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText("₹2,941");
  await expect(confirmation).toContainText(orderNumber);
  await expect(confirmation.getByRole("link", { name: "डाउनलोड और इंस्टॉल करें" })).toHaveAttribute("href", "/hi/investar/download");
  await expectAccessible(page);
});
