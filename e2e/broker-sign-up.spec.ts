import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated.ts";
import { linkFromMail } from "./support/mailbox.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { signUpAs } from "./support/sign-up.ts";

/** docs/business-rules.md#landing-pages: a broker's client signs up on the broker partner page, activates, answers the questionnaire and gives a partner code. */
const QUESTIONNAIRE = "/investar/broker-partner?welcome=client#client-questionnaire";

test("a broker's client signs up on the broker page with its campaign, activates, and answers the questionnaire with a partner code", async ({
  page,
  browser,
}) => {
  const email = `broker.client.${Date.now()}@example.in`;

  // The broker's link names its campaign; the client says the trading account came through the offer.
  // The page ships no framework: its inline script has run once the page has loaded.
  await page.goto("/investar/broker-partner?src=branch-pune-diwali");
  const signUp = page.getByRole("region", { name: "Trading through one of our broker partners?" });
  await signUp.getByLabel("I opened my trading account through our broker partner’s Investar offer").check();
  await signUpAs(signUp, { email: email, name: "Sameer Kulkarni", mobile: "98220 45678" });
  await expect(page.getByText(`We have sent an activation link to ${email}`)).toBeVisible();

  // The activation mail leads back to the broker page's questionnaire.
  const link = await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=");
  expect(new URL(link).searchParams.get("returnUrl")).toBe(QUESTIONNAIRE);
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm new password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(QUESTIONNAIRE);

  // Logged in now: no sign-up form, the questionnaire instead.
  await expect(page.getByRole("region", { name: "Trading through one of our broker partners?" })).toHaveCount(0);
  const questionnaire = page.getByRole("form", { name: "Tell us how you trade" });
  await questionnaire.getByRole("button", { name: "Save my answers" }).click();
  await expect(questionnaire.getByRole("alert")).toHaveText("Choose at least one segment you trade.");

  await questionnaire.getByLabel("Intraday").check();
  await questionnaire.getByLabel("Futures & options").check();
  await questionnaire.getByLabel("How long have you been trading?").selectOption("1 to 3 years");
  await questionnaire.getByLabel("Call me to help set up Investar").check();
  await questionnaire.getByLabel("Partner code (optional)").fill("P-1");
  await questionnaire.getByRole("button", { name: "Save my answers" }).click();
  await expect(questionnaire.getByRole("alert")).toContainText("Partner code must be 3 to 20 letters or digits.");

  await questionnaire.getByLabel("Partner code (optional)").fill("PUNE07");
  await questionnaire.getByRole("button", { name: "Save my answers" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you, Sameer Kulkarni. Your answers are saved");

  // The partner team sees where the client came from, the answers and the partner code.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await submitAdminLogin(admin, "/admin/campaign-sign-ups");
  await expect(admin.getByRole("heading", { name: "Campaign sign-ups" })).toBeVisible();
  const row = admin.getByRole("row", { name: new RegExp(email.replaceAll(".", "\\.")) });
  await expect(row).toContainText("Broker page");
  await expect(row).toContainText("Broker campaign: branch-pune-diwali");
  await expect(row).toContainText("Opened a broker account");
  await expect(row).toContainText("Partner code: PUNE07");
  await expect(row).toContainText("Intraday, Futures & options");
  await expect(row).toContainText("1 to 3 years");
  await adminContext.close();
});
