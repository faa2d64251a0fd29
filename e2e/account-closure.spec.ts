import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/hydrated.ts";
import { linkFromMail } from "./support/mailbox.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { logInWith } from "./support/log-in.ts";

/** docs/business-rules.md#account-closure: a customer closes their account, is logged out, cannot log in, and reopens it from the mail. */
const PASSWORD = "Bullish2026run";

async function logIn(page: Page, email: string) {
  await logInWith(page, email, PASSWORD);
}

test("closing the account logs it out everywhere and refuses the login until the mailed link reopens it", async ({ page }) => {
  const email = await logInAsNewCustomer(page, "closing.customer", { billingDetails: false });

  await page.goto("/my-investar/privacy/close-account");
  await expect(page.getByRole("heading", { name: "Close my account and erase my data" })).toBeVisible();
  await expect(page.getByText("you are logged out on every device and cannot log in")).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Close my account" }).click();
  await expect(page.getByText("Enter your password to confirm.")).toBeVisible();
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Close my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is closed" })).toBeVisible();
  await expect(page.getByText("You have been logged out on every device.")).toBeVisible();

  // Logged out: the account area sends to the login page, which refuses the closed account.
  await page.goto("/my-investar/my-profile");
  await expect(page).toHaveURL(/\/user\/login\?returnUrl=/);
  await logIn(page, email);
  await expect(page.getByRole("alert").filter({ hasText: "This account was closed at its owner's request." })).toBeVisible();

  // Changed their mind: the mail's link reopens it, once.
  const link = await linkFromMail(email, "Your Investar account is closed", "/reopen-account?id=");
  await page.goto(link);
  await hydrated(page);
  await page.getByRole("button", { name: "Reopen my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is open again" })).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/my-investar\/manage-subscription$/);
});
