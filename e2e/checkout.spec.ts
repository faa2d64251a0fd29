import { expectAccessible } from "./support/accessibility.ts";
import { expect, test } from "@playwright/test";
import { formatDay } from "@investar/core";
import { outcomeNotice, paymentConfirmation, previewedTotal, proceedToSimulator, simulate } from "./support/checkout.ts";
import { logInAsNewCustomer, serverQuote } from "./support/pricing.ts";

const STANDARD_QUARTERLY = "product=Standard&plan=Quarter&currency=INR";

test.describe("card checkout through the simulator (docs/business-rules.md#card-payment-flow)", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsNewCustomer(page, "checkout");
  });

  test("a trial user buys Standard quarterly in INR and sees it active with the right expiry", async ({ page }) => {
    const previewed = await previewedTotal(page, STANDARD_QUARTERLY);
    expect(previewed).toBe("₹2,941");
    const { json } = await serverQuote(page, { currency: "INR", product: "Standard", plan: "Quarter" });
    const expiry = formatDay((json as unknown as { newExpiryDate: string }).newExpiryDate);

    const { amount, orderNumber } = await proceedToSimulator(page);
    expect(amount).toBe(previewed);
    await simulate(page, "Simulate success", orderNumber);
    // docs/business-rules.md#card-payment-flow: a confirmation page, with nothing on it to pay again.
    const confirmation = paymentConfirmation(page, "Payment successful");
    await expect(confirmation.getByRole("heading", { name: "Payment successful" })).toBeFocused();
    await expect(confirmation).toContainText("Investar Standard, Quarter plan");
    await expect(confirmation).toContainText(`to ${expiry}`);
    await expect(confirmation).toContainText("₹2,941");
    await expect(confirmation).toContainText(orderNumber);
    await expect(page.getByRole("button", { name: /pay/i })).toHaveCount(0);
    await expect(confirmation.getByRole("link", { name: "Download and install" })).toHaveAttribute("href", "/investar/download");
    const invoiceHref = await confirmation.getByRole("link", { name: "Download invoice (PDF)" }).getAttribute("href");
    expect((await (await page.request.get(invoiceHref!)).body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expectAccessible(page);

    await confirmation.getByRole("link", { name: "See My Subscription" }).click();
    await expect(page).toHaveURL(/\/my-investar\/manage-subscription/);
    const card = page.locator("#tool-subscription-heading + .subscription-card");
    await expect(card).toContainText("EditionStandard");
    await expect(card).toContainText("Billing periodQuarter");
    await expect(card).toContainText(`Expiry date${expiry} Active`);

    // The GST tax invoice for the order downloads as a PDF.
    const invoices = page.getByRole("region", { name: "Invoices" });
    await expect(invoices).toContainText(orderNumber);
    await expect(invoices).toContainText("₹2,941");
    const href = await invoices.getByRole("link", { name: /^Download Tax invoice INV\// }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("a failed payment activates nothing and can be tried again", async ({ page }) => {
    await previewedTotal(page, STANDARD_QUARTERLY);
    const first = await proceedToSimulator(page);
    await simulate(page, "Simulate failure", first.orderNumber);
    const notice = outcomeNotice(page);
    await expect(notice.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(notice).toContainText(
      `Your payment of ₹2,941 for order ${first.orderNumber} did not go through, and nothing was activated`,
    );

    // 'Try again' pays for the same selection under a new order.
    await notice.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Payment simulator" })).toBeVisible();
    await expect(page.locator('[data-field="amount"]')).toHaveText("₹2,941");
    await expect(page.locator('[data-field="order"]')).not.toHaveText(first.orderNumber);

    await page.goto("/my-investar/manage-subscription");
    await expect(page.getByText("You have no paid desktop subscription yet.")).toBeVisible();
  });

  test("a cancelled payment activates nothing and says so", async ({ page }) => {
    await previewedTotal(page, "product=Pro&plan=Annual&currency=INR");
    const { orderNumber } = await proceedToSimulator(page);
    await simulate(page, "Cancel", orderNumber);
    const notice = outcomeNotice(page);
    await expect(notice.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
    await expect(notice).toContainText("Nothing was charged and nothing was activated.");
    await expect(notice.getByRole("button", { name: "Try again" })).toBeEnabled();
    // The page still holds what was being bought.
    await expect(page.getByRole("radio", { name: /^Pro/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Annual/ })).toBeChecked();

    await page.goto("/my-investar/manage-subscription");
    await expect(page.getByText("You have no paid desktop subscription yet.")).toBeVisible();
  });

  test("an upgrade from Standard to Pro mid-term charges exactly the previewed amount", async ({ page }) => {
    await previewedTotal(page, STANDARD_QUARTERLY);
    const standard = await proceedToSimulator(page);
    await simulate(page, "Simulate success", standard.orderNumber);
    await expect(paymentConfirmation(page, "Payment successful")).toBeVisible();

    // Keep the expiry date: pay only the difference for the months left.
    const previewed = await previewedTotal(page, "product=Pro&plan=Quarter&currency=INR&expiryMode=0");
    await expect(page.getByText(/Upgrade from Standard to Pro for the \d+ months? left on your Quarter plan/)).toBeVisible();
    const upgrade = await proceedToSimulator(page);
    expect(upgrade.amount).toBe(previewed);
    await simulate(page, "Simulate success", upgrade.orderNumber);
    await expect(paymentConfirmation(page, "Payment successful")).toContainText("Investar Pro, Quarter plan");

    await page.goto("/my-investar/manage-subscription");
    await expect(page.locator("#tool-subscription-heading + .subscription-card")).toContainText("EditionPro");
  });
});
