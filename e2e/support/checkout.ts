/** Helpers of the checkout journeys (e2e/checkout.spec.ts): paying on the simulator and reading what it charged. */
import { expect, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./hydrated.ts";
import { logInAsNewCustomer, settled, summaryPanel } from "./pricing.ts";

/** Opens CustomizeSubscription on a selection and waits for the server's confirmed price; answers the total shown. */
export async function previewedTotal(page: Page, query: string): Promise<string> {
  await page.goto(`/Pricing/CustomizeSubscription?${query}`);
  await settled(page);
  const total = summaryPanel(page)
    .locator("tr", { has: page.locator("th", { hasText: /^Total to pay$/ }) })
    .locator("td");
  return (await total.textContent())!.trim();
}

/** 'Proceed to Pay' → the simulator's page: answers the amount and order it shows. */
export async function proceedToSimulator(page: Page): Promise<{ amount: string; orderNumber: string }> {
  await page.getByRole("button", { name: "Proceed to Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment simulator" })).toBeVisible();
  return {
    amount: (await page.locator('[data-field="amount"]').textContent())!.trim(),
    orderNumber: (await page.locator('[data-field="order"]').textContent())!.trim(),
  };
}

/**
 * A button on the simulator; its page posts the return back by itself, and the shop shows the outcome. Answers once
 * the outcome's page has hydrated, when its script's buttons ('Try again') work.
 */
export async function simulate(
  page: Page,
  button: "Simulate success" | "Simulate failure" | "Cancel",
  orderNumber: string,
  /** Where the order's outcome shows: the pricing page for subscriptions, the buy page for webinar seats. */
  returnPath = "/Pricing/CustomizeSubscription",
): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`${returnPath}\\?.*payment=${orderNumber}`), { timeout: 15_000 });
  await hydrated(page);
}

/** The page a paid (or bank-pending) order returns to (docs/business-rules.md#card-payment-flow), named by its heading. */
export function paymentConfirmation(page: Page, heading: string) {
  return page.getByRole("region", { name: heading });
}

export function outcomeNotice(page: Page) {
  return page.getByRole("status").filter({ has: page.locator("#payment-outcome-heading") });
}

/** A new customer (logInAsNewCustomer's `label`) who has bought Standard quarterly by card; answers their email and the order. */
export async function newPayingCustomer(page: Page, label: string): Promise<{ email: string; orderNumber: string }> {
  const email = await logInAsNewCustomer(page, label);
  await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");
  const { orderNumber } = await proceedToSimulator(page);
  await simulate(page, "Simulate success", orderNumber);
  return { email, orderNumber };
}

/** Types a Bengaluru address into the checkout's billing details (the name is already the account's). */
export async function fillBengaluruAddress(billing: Locator): Promise<void> {
  await billing.getByRole("textbox", { name: "Address" }).fill("14 Residency Road");
  await billing.getByRole("combobox", { name: "State" }).selectOption("Karnataka");
  await billing.getByRole("textbox", { name: "City" }).fill("Bengaluru");
  await billing.getByRole("textbox", { name: "PIN code" }).fill("560025");
}
