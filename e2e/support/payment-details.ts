import type { Locator, Page } from "@playwright/test";

/** On Activate Manual Payments: opens a customer's payments (found by email), then one order's details. */
export async function openPaymentDetails(admin: Page, customer: { email: string; name: string }, orderNumber: string): Promise<Locator> {
  await admin
    .getByRole("row", { name: new RegExp(customer.email.replaceAll(".", "\\.")) })
    .getByRole("button", { name: `Payments of ${customer.name}` })
    .click();
  await admin.getByRole("button", { name: `Details of ${orderNumber}` }).click();
  return admin.getByRole("region", { name: "Payment details" });
}
