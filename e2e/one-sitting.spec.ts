import { expect, test, type Locator, type Page } from "@playwright/test";
import { paymentConfirmation, proceedToSimulator, simulate, fillBengaluruAddress } from "./support/checkout.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { hydrated } from "./support/hydrated.ts";
import { codeFromSms, linkFromMail, mailsTo } from "./support/mailbox.ts";
import { settled } from "./support/pricing.ts";
import { createAccountWithPassword } from "./support/sign-up.ts";

/** docs/business-rules.md#sign-up-to-pay: a new visitor on a phone creates an account and pays in one sitting. */
const STANDARD_QUARTERLY = "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Opens Standard quarterly and taps Pay on the phone's pay bar (the total and Pay at the bottom of the screen). */
async function payFromPhoneBar(page: Page): Promise<Locator> {
  await page.goto(STANDARD_QUARTERLY);
  await settled(page);
  await hydrated(page);
  await page
    .getByRole("region", { name: "Total and pay" })
    .getByRole("button", { name: /^Pay ₹/ })
    .click();
  return page.getByRole("dialog", { name: "Create your account to pay" });
}

test("a new visitor on a phone goes from CustomizeSubscription to the gateway with a code by SMS, pays, and verifies the email from the receipt", async ({
  page,
}) => {
  const email = `one.sitting.${Date.now()}@example.in`;
  const mobile = `9${String(Date.now()).slice(-9)}`;

  const dialog = await payFromPhoneBar(page);
  await expect(dialog).toBeVisible();
  const back = encodeURIComponent(STANDARD_QUARTERLY);
  // The other paths keep the basket: an existing customer logs in, and the free trial is still offered.
  await expect(dialog.getByRole("link", { name: "Log in to pay" })).toHaveAttribute("href", `/user/login?returnUrl=${back}`);
  await expect(dialog.getByRole("link", { name: "Start the 7-day free trial" })).toHaveAttribute("href", `/user/sign-up?returnUrl=${back}`);
  await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  // The dialog fits the phone: nothing scrolls sideways.
  expect(await dialog.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  await expectAccessible(page);

  await expect(dialog.getByRole("radio", { name: "Code by SMS" })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Full name" }).fill("Srinivas Kumar");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
  await dialog.getByLabel("I am 18 years or older").check();
  await dialog.getByRole("button", { name: "Send code by SMS" }).click();
  await expect(dialog.getByText(`We have sent a 5-digit code to ${mobile}`)).toBeVisible();
  await dialog.getByLabel("5-digit code").fill(await codeFromSms(mobile));
  await dialog.getByRole("button", { name: "Continue to payment" }).click();

  // Signed in on the same selection, without a mail: the page is a customer's, with billing details and Pay.
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(STANDARD_QUARTERLY);
  await expect(page.getByRole("radio", { name: /^Standard/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Quarter/ })).toBeChecked();
  await hydrated(page);
  expect(await mailsTo(email)).toEqual([]);
  const billing = page.getByRole("region", { name: "Billing details" });
  await expect(billing.getByRole("textbox", { name: "Name or legal business name" })).toHaveValue("Srinivas Kumar");
  await fillBengaluruAddress(billing);

  const { orderNumber } = await proceedToSimulator(page);
  await simulate(page, "Simulate success", orderNumber);
  await expect(paymentConfirmation(page, "Payment successful")).toBeVisible();

  // The receipt carries the verification link; the account (signed in by a code, so without a password) chooses one there.
  const link = await linkFromMail(email, orderNumber, "/confirm-email?id=");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm new password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/my-investar\/manage-subscription$/);
  await expect(page.getByRole("heading", { name: "My Subscription" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Invoices" })).toContainText(orderNumber);
});

test("an address that has an account is sent to log in from the dialog, and comes back to the same selection", async ({ page }) => {
  const email = `one.sitting.twice.${Date.now()}@example.in`;
  const first = await payFromPhoneBar(page);
  await createAccountWithPassword(first, { email, name: "Anne Marie Dsouza", mobile: "98450 12345" });
  await expect(page.getByRole("region", { name: "Billing details" })).toBeVisible();
  await page.context().clearCookies();

  // The sign-up page's "registered — Log in" keeps the basket too.
  await page.goto(`/user/sign-up?returnUrl=${encodeURIComponent(STANDARD_QUARTERLY)}`);
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator("[data-registered-hint]").getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    `/user/login?returnUrl=${encodeURIComponent(STANDARD_QUARTERLY)}`,
  );

  const again = await payFromPhoneBar(page);
  await createAccountWithPassword(again, { email, name: "Anne Marie Dsouza", mobile: "98450 12345" });
  await expect(again.getByRole("alert")).toContainText("Log in to pay: your selection is kept.");
  await again.getByRole("alert").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(`/user/login?returnUrl=${encodeURIComponent(STANDARD_QUARTERLY)}`);
  await hydrated(page);
  await page.getByLabel("Email or user id").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Nifty50gains");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(STANDARD_QUARTERLY);
  await expect(page.getByRole("region", { name: "Billing details" })).toBeVisible();
});
