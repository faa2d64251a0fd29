import { expect, test, type Page } from "@playwright/test";
import { linkFromMail } from "./support/mailbox.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { logOut } from "./support/account-menu.ts";
import { logInWith } from "./support/log-in.ts";
import { fillAndSubmit } from "./support/forms.ts";

/** ADR 0011: the email change as a customer does it on My Profile, with the notice to the old address. */
const PASSWORD = "Bullish2026run";

async function askForEmailChange(page: Page, newEmail: string) {
  await page.goto("/my-investar/my-profile");
  await fillAndSubmit(page, { "New email address": newEmail, "Current password": PASSWORD }, "Change email");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `A verification email has been sent to ${newEmail}. Please verify it to re-activate your account.` })
      .first(),
  ).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await logInWith(page, email, password);
}

test("the profile asks for the current password; the old address cancels the change and every device is signed out", async ({ page }) => {
  const oldEmail = await logInAsNewCustomer(page, "email.owner");
  const newEmail = `moved.${Date.now()}@example.in`;

  await page.goto("/my-investar/my-profile");
  await page.getByLabel("New email address").fill(newEmail);
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText("Enter your current password to change your email address.")).toBeVisible();
  await page.getByLabel("Current password").fill("NotMine2026");
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText("The current password is not correct.").first()).toBeVisible();

  await askForEmailChange(page, newEmail);
  const verifyLink = await linkFromMail(newEmail, "Confirm your new Investar email address", "/confirm-email?id=");
  const cancelLink = await linkFromMail(oldEmail, "Your Investar email address is being changed", "/cancel-email-change?id=");

  // The owner did not ask for this: one click on the notice's link.
  await page.goto(cancelLink);
  await expect(page.getByRole("heading", { name: "The email change is cancelled" })).toBeVisible();
  await expect(page.getByText(`keeps the email address ${oldEmail}`)).toBeVisible();
  await expect(page.getByText("We have signed your account out on every device.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reset password" })).toHaveAttribute("href", "/my-investar/password-recovery");

  // The link sent to the new address is dead, and this browser's session is gone.
  await page.goto(verifyLink);
  await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
  await page.goto("/my-investar/my-profile");
  await expect(page).toHaveURL(/\/user\/login\?returnUrl=/);

  await logIn(page, newEmail, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await logIn(page, oldEmail, PASSWORD);
  await expect(page).toHaveURL(/\/my-investar\/manage-subscription$/);
});

test("the link to the new address only verifies it: the customer logs in with it and the password they already have", async ({ page }) => {
  const oldEmail = await logInAsNewCustomer(page, "email.mover");
  const newEmail = `new.home.${Date.now()}@example.in`;
  await askForEmailChange(page, newEmail);
  await expect(page.getByText(`You log in with ${oldEmail}`)).toBeVisible();

  await page.goto(await linkFromMail(newEmail, "Confirm your new Investar email address", "/confirm-email?id="));
  await expect(page.getByRole("heading", { name: "Your new email address is verified" })).toBeVisible();
  await expect(page.getByText(`Your account now uses ${newEmail}. Log in with this address and your existing password`)).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

  await logOut(page);
  await logIn(page, oldEmail, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await logIn(page, newEmail, PASSWORD);
  await expect(page).toHaveURL(/\/my-investar\/manage-subscription$/);
  await page.goto("/my-investar/my-profile");
  await expect(page.getByText(`You log in with ${newEmail}`)).toBeVisible();
});
