import { expect, test } from "@playwright/test";
import { previewedTotal, proceedToSimulator } from "./support/checkout.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

// ADR 0015: where a limit refuses, the page says so and says when to try again, and the message stays.
test.describe("abuse limits as the user meets them", () => {
  test("the 6th code to one mobile number in an hour is refused on the profile page", async ({ page }) => {
    await logInAsNewCustomer(page, "limits-sms");
    await page.goto("/my-investar/my-profile");
    const section = page.getByRole("region", { name: "Mobile number" });
    await section.getByLabel("New mobile number").fill("9700011122");
    for (let i = 0; i < 5; i += 1) {
      await section.getByRole("button", { name: i === 0 ? "Send code" : "Send a new code" }).click();
      await expect(section.getByRole("button", { name: "Send a new code" })).toBeEnabled();
    }
    await section.getByRole("button", { name: "Send a new code" }).click();
    await expect(section.getByRole("alert")).toHaveText(
      /^We have sent too many codes to this mobile number\. Please try again in (59|60) minutes\.$/,
    );
  });

  test("the 6th reset mail to one address in an hour is refused on the password recovery page", async ({ page }) => {
    const email = await logInAsNewCustomer(page, "limits-mail");
    await page.context().clearCookies();
    await page.goto("/my-investar/password-recovery");
    // Sign-up's activation mail was the first to this address; four resets make five.
    for (let i = 0; i < 4; i += 1) {
      await page.getByLabel("Email or user id").fill(email);
      await page.getByRole("button", { name: "Email me a reset link" }).click();
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
      await page.getByRole("button", { name: "Try again" }).click();
    }
    await page.getByLabel("Email or user id").fill(email);
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await expect(page.getByRole("alert")).toHaveText(/^We have sent too many emails to this address\. Please try again in \d+ minutes\.$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  });

  test("a 6th unfinished card payment is refused on the checkout page with what to do", async ({ page }) => {
    await logInAsNewCustomer(page, "limits-orders");
    for (let i = 0; i < 5; i += 1) {
      await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");
      // Left on the bank's page: the order stays pending.
      await proceedToSimulator(page);
    }
    await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");
    await page.getByRole("button", { name: "Proceed to Pay" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "card payments that are not finished" })).toHaveText(
      "You already have 5 card payments that are not finished. Complete or cancel one of them at the bank, or wait for them to lapse (about a day), before starting another.",
    );
    await expect(page.getByRole("button", { name: "Proceed to Pay" })).toBeEnabled();
  });
});
