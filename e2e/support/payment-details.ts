import type { Locator, Page } from "@playwright/test";
import { hydrated } from "./hydrated.ts";

/** On Activate Manual Payments: opens a customer's payments (found by email), then one order's details. */
export async function openPaymentDetails(admin: Page, customer: { email: string; name: string }, orderNumber: string): Promise<Locator> {
  // The payments open by the page's script: a click before it has hydrated the page would do nothing.
  await hydrated(admin);
  await admin
    .getByRole("row", { name: new RegExp(customer.email.replaceAll(".", "\\.")) })
    .getByRole("button", { name: `Payments of ${customer.name}` })
    .click();
  await admin.getByRole("button", { name: `Details of ${orderNumber}` }).click();
  return admin.getByRole("region", { name: "Payment details" });
}
