import { expect, test } from "@playwright/test";
import { paymentConfirmation, previewedTotal, proceedToSimulator, simulate } from "./support/checkout.ts";
import { hydrated } from "./support/hydrated.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

test.describe("auto-renew, the customer's side (docs/business-rules.md#auto-renew-opt-in)", () => {
  test("a purchase with Renew automatically registers a mandate shown on My Subscription, and the customer cancels it", async ({
    page,
  }) => {
    await logInAsNewCustomer(page, "auto-renew");
    await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");
    await hydrated(page);

    // Unticked until ticked, beside what it would charge, how often, from when and up to what.
    const choice = page.getByRole("checkbox", { name: "Renew automatically" });
    await expect(choice).not.toBeChecked();
    const terms = page.locator("#auto-renew-terms");
    await expect(terms).toContainText("every 3 months from");
    await expect(terms).toContainText("allows at most ₹");
    await expect(terms).toContainText("Cancel at any time on My Subscription.");
    await choice.check();

    const { orderNumber } = await proceedToSimulator(page);
    // The simulator shows the mandate being registered, and how its later debits will answer (succeed by default).
    await expect(page.getByRole("group", { name: "Register a card mandate (standing instruction)" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Register it; its later debits succeed" })).toBeChecked();
    await simulate(page, "Simulate success", orderNumber);

    const confirmation = paymentConfirmation(page, "Payment successful");
    await expect(confirmation.getByTestId("auto-renew-outcome")).toContainText("On: your card will be charged from");
    await confirmation.getByRole("link", { name: "See My Subscription" }).click();
    await expect(page).toHaveURL(/\/my-investar\/manage-subscription/);
    await hydrated(page);

    const card = page.getByTestId("auto-renew-tool");
    await expect(card.getByRole("heading", { name: "Auto-renew is on" })).toBeVisible();
    await expect(card).toContainText("VISA card ending 1111");
    await expect(card).toContainText("Every 3 months");
    await expect(card).toContainText("Limit per charge");
    await expect(card).toContainText(/Next charge₹[\d,]+ on \d+ \w+ \d{4}/);

    await card.getByRole("button", { name: "Cancel auto-renew" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel auto-renew?" });
    await expect(dialog).toContainText("keeps working until the end of the period you have paid for");
    await dialog.getByRole("button", { name: "Cancel auto-renew" }).click();

    await expect(card.getByRole("heading", { name: "Auto-renew is off" })).toBeVisible();
    await expect(card).toContainText("Cancelled by the customer on My Subscription");
    await expect(card.getByRole("link", { name: "Turn it on again" })).toHaveAttribute(
      "href",
      /\/Pricing\/CustomizeSubscription\?.*#auto-renew$/,
    );
    // The paid period is kept.
    await expect(page.locator("#tool-subscription-heading + .subscription-card")).toContainText("Active");
  });
});
