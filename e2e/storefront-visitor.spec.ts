import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "@investar/core";
import { paymentConfirmation, previewedTotal, proceedToSimulator, simulate, fillBengaluruAddress } from "./support/checkout.ts";
import { linkFromMail } from "./support/mailbox.ts";
import { logInAsNewCustomer, serverQuote, settled, summaryPanel } from "./support/pricing.ts";
import { signUpAs } from "./support/sign-up.ts";

/** docs/business-rules.md#pricing-pages: a visitor prices a plan before signing up, and an upgrade is told in words. */
const STANDARD_QUARTERLY = "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR";

function totalToPay(page: Page) {
  return summaryPanel(page)
    .locator("tr", { has: page.locator("th", { hasText: /^Total to pay$/ }) })
    .locator("td");
}

/** Rupees in a text such as "₹1,800" or "−₹390". */
const rupees = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

test("a visitor prices Standard quarterly, signs up from Proceed to Pay, activates from the mail and lands on the same selection ready to pay", async ({
  page,
}) => {
  const payCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/payment\/(EncryptForCCAvenue|ChangeSubscription)/.test(request.url())) payCalls.push(request.url());
  });

  // No session: the page opens with the price an anonymous Quote call gives.
  await page.goto(STANDARD_QUARTERLY);
  await expect(page).toHaveURL(STANDARD_QUARTERLY);
  await settled(page);
  const { json } = await serverQuote(page, { currency: "INR", product: "Standard", plan: "Quarter" });
  const price = formatMoney(Math.round(json.total * 100), "INR");
  await expect(totalToPay(page)).toHaveText(price);
  await expect(page.getByRole("radio", { name: /^Standard/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Quarter/ })).toBeChecked();
  // Billing details, the wallet and manual payment are a customer's.
  await expect(page.getByRole("region", { name: "Billing details" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Bank transfer or UPI QR (confirmed within one working day)" })).toHaveCount(0);
  await expect(page.getByLabel("Use my wallet balance")).toHaveCount(0);

  // Proceed to Pay asks for an account, and pays nothing; the free trial stays the other path (docs/business-rules.md#sign-up-to-pay).
  await page.getByRole("button", { name: "Proceed to Pay" }).click();
  const dialog = page.getByRole("dialog", { name: "Create your account to pay" });
  await expect(dialog).toBeVisible();
  const back = encodeURIComponent(STANDARD_QUARTERLY);
  await expect(dialog.getByRole("link", { name: "Log in to pay" })).toHaveAttribute("href", `/user/login?returnUrl=${back}`);
  await expect(dialog.getByRole("link", { name: "Start the 7-day free trial" })).toHaveAttribute("href", `/user/sign-up?returnUrl=${back}`);
  expect(payCalls).toEqual([]);

  // The free trial: sign up, activate from the mail, choose a password.
  await dialog.getByRole("link", { name: "Start the 7-day free trial" }).click();
  await expect(page.getByRole("heading", { name: "Sign up for Free Trial" })).toBeVisible();
  const email = `visitor.${Date.now()}@example.in`;
  await signUpAs(page, { email: email, name: "Kavya Rao", mobile: "98450 12345" });
  await expect(page.getByText(`We have sent an activation link to ${email}`)).toBeVisible();

  const link = await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=");
  expect(new URL(link).searchParams.get("returnUrl")).toBe(STANDARD_QUARTERLY);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm new password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Activate my account" }).click();

  // Back on the same selection, logged in, ready to pay.
  await expect(page).toHaveURL(STANDARD_QUARTERLY);
  await settled(page);
  await expect(page.getByRole("radio", { name: /^Standard/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Quarter/ })).toBeChecked();
  await expect(totalToPay(page)).toHaveText(price);
  const billing = page.getByRole("region", { name: "Billing details" });
  await expect(billing.getByRole("textbox", { name: "Name or legal business name" })).toHaveValue("Kavya Rao");
  await fillBengaluruAddress(billing);
  const { amount } = await proceedToSimulator(page);
  expect(amount).toBe(price);
});

test("an upgrade from Standard to Pro mid-term is told in words, and the simulator charges its 'Paid today'", async ({ page }) => {
  await logInAsNewCustomer(page, "upgrade.words");
  await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");
  const standard = await proceedToSimulator(page);
  await simulate(page, "Simulate success", standard.orderNumber);
  await expect(paymentConfirmation(page, "Payment successful")).toBeVisible();

  // Keep the expiry date: the months left of Standard are weighed against Pro for the same months.
  const previewed = await previewedTotal(page, "product=Pro&plan=Quarter&currency=INR&expiryMode=0");
  const words = page.getByRole("region", { name: "Your upgrade in words" });
  const amount = (label: RegExp) => words.locator("div", { has: page.locator("dt", { hasText: label }) }).locator("dd");
  await expect(words.locator("dt").first()).toHaveText(
    /^What is left of your Standard subscription \(\d+ months?, to \d+ \w+ \d{4}\) is worth$/,
  );
  const worth = rupees(await amount(/^What is left of your Standard subscription/).textContent());
  const proCost = rupees(await amount(/^Pro for those \d+ months? costs$/).textContent());
  const difference = rupees(await amount(/you pay the difference$/).textContent());
  expect(worth).toBeGreaterThan(0);
  expect(proCost - worth).toBe(difference);
  const gst = rupees(await amount(/^GST 18% added$/).textContent());
  expect(gst).toBe(Math.floor(difference * 0.18));
  const paidToday = (await amount(/^Paid today$/).textContent())!.trim();
  expect(paidToday).toBe(previewed);
  expect(rupees(paidToday)).toBe(difference + gst);

  const upgrade = await proceedToSimulator(page);
  expect(upgrade.amount).toBe(paidToday);
  await simulate(page, "Simulate success", upgrade.orderNumber);
  await expect(paymentConfirmation(page, "Payment successful")).toContainText("Investar Pro, Quarter plan");
});
