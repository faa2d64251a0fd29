import type { Locator, Page } from "@playwright/test";

/**
 * Fills the two-step free-trial sign-up (docs/business-rules.md#mobile-rules for the number as people type it):
 * the email, Next, then name, mobile and the age box, and sends it. `form` is the page or the region holding it.
 */
export async function signUpAs(form: Page | Locator, person: { email: string; name: string; mobile: string }): Promise<void> {
  await form.getByLabel("Email").fill(person.email);
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByLabel("Full name").fill(person.name);
  await form.getByLabel("Mobile number").fill(person.mobile);
  await form.getByLabel("I am 18 years or older").check();
  await form.getByRole("button", { name: "Sign Up" }).click();
}

/** Creates an account with a password in the "Create your account to pay" dialog, and continues. */
export async function createAccountWithPassword(dialog: Locator, person: { email: string; name: string; mobile: string }): Promise<void> {
  await dialog.getByRole("radio", { name: "Password" }).check();
  await dialog.getByRole("textbox", { name: "Full name" }).fill(person.name);
  await dialog.getByRole("textbox", { name: "Email" }).fill(person.email);
  await dialog.getByRole("textbox", { name: "Mobile number" }).fill(person.mobile);
  await dialog.getByLabel("Choose a password").fill("Nifty50gains");
  await dialog.getByLabel("I am 18 years or older").check();
  await dialog.getByRole("button", { name: "Create account and continue" }).click();
}
