import { expect, test } from "@playwright/test";
import { linkFromMail, mailsTo } from "./support/mailbox.ts";
import { submitLogin } from "./support/log-in.ts";
import { fillAndSubmit } from "./support/forms.ts";

/**
 * docs/adr/0058-forms-without-javascript.md: a customer whose browser runs no script (a failed or slow download, or scripts turned
 * off) signs up, activates from the mail, chooses a password, logs in and reports a problem: every form posts as plain HTML.
 */
test.use({ javaScriptEnabled: false });

test("without JavaScript a visitor signs up, activates, sets a password, logs in and sends a problem report", async ({ page }) => {
  const email = `nojs.${Date.now()}@example.in`;

  // Sign-up, step 1: a wrong address is refused beside its field, with what was typed kept.
  await page.goto("/user/sign-up");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Invalid email.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: the 18+ declaration is required, and the name and mobile typed survive its refusal.
  await expect(page.getByText(`Signing up as ${email}`)).toBeVisible();
  await fillAndSubmit(page, { "Full name": "Nikhil Joshi", "Mobile number": "98765 43210" }, "Sign Up");
  await expect(page.getByText("Please confirm that you are 18 or older.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Nikhil Joshi");
  await page.getByLabel("I am 18 years or older").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/email-verification\?id=\d+&em=.+&es=1$/);
  await expect(page.getByText(`We have sent an activation link to ${email}`)).toBeVisible();

  // The activation link: the password is checked by the page, never put in an address, and the session starts.
  await page.goto(await linkFromMail(email, "Activate your Investar account", "/confirm-email?id="));
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm new password").fill("Bullish2026rum");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm new password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/investar\/download$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "investar_session")).toBe(true);

  // A new browser session: log in, a wrong password first, back to the page the visitor came from.
  await page.context().clearCookies();
  await page.goto("/user/login?returnUrl=%2Fmy-investar%2Fmy-wallet");
  await submitLogin(page, email, "wrong-password-9");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  expect(page.url()).not.toContain("password");
  await expect(page.getByLabel("Email or user id")).toHaveValue(email);
  await page.getByLabel("Password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/my-investar\/my-wallet$/);

  // A problem report from the logged-in customer (the browser itself asks for the required fields, script or not); the desk
  // answers on the page with the reference its receipt mail carries.
  await page.goto("/support");
  const form = page.getByRole("form", { name: "Send the report" });
  await fillAndSubmit(
    form,
    { Subject: "Data download stops", "What happened?": "The end-of-day download stops at 40% every evening." },
    "Send the report",
  );
  const reference = (await page.getByTestId("support-reference").textContent())!.trim();
  expect(reference).not.toBe("");
  await expect.poll(async () => (await mailsTo(email)).some((mail) => mail.raw.includes(reference)), { timeout: 20_000 }).toBe(true);

  // The newsletters page: the logged-in customer ticks the newsletter and saves; the page says so and keeps the box ticked.
  await page.goto("/education/newsletters");
  const letters = page.getByRole("form", { name: "Your newsletters" });
  await letters.getByLabel("The Investar newsletter").check();
  await letters.getByRole("button", { name: "Save my newsletters" }).click();
  await expect(page.getByText("Saved. The next issue arrives on its usual day.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Your newsletters" }).getByLabel("The Investar newsletter")).toBeChecked();

  // My privacy shows it on, and its switches post too.
  await page.goto("/my-investar/privacy");
  const offers = page.locator('[data-consent-kind="offers"]');
  await offers.getByRole("button", { name: "Switch on" }).click();
  await expect(page.getByText("Offers and discounts: you will get these mails.")).toBeVisible();
  await expect(page.locator('[data-consent-kind="offers"]').getByRole("button", { name: "Switch off" })).toBeVisible();
  await expect(page.locator('[data-consent-kind="newsletter"]').getByRole("button", { name: "Switch off" })).toBeVisible();
  // Off again the same way: withdrawing is as easy as giving (and the staff's offer journey counts only its own reader).
  await page.locator('[data-consent-kind="offers"]').getByRole("button", { name: "Switch off" }).click();
  await expect(page.locator('[data-consent-kind="offers"]').getByRole("button", { name: "Switch on" })).toBeVisible();
});

test("without JavaScript a broker's client signs up on the broker partner page", async ({ page }) => {
  const email = `nojs.broker.${Date.now()}@example.in`;
  await page.goto("/investar/broker-partner?src=e2e-branch");
  await page.getByLabel("I opened my trading account through our broker partner’s Investar offer").check();
  const step1 = page.getByRole("form", { name: "Sign up, step 1 of 2" });
  await step1.getByLabel("Email", { exact: true }).fill(email);
  await step1.getByRole("button", { name: "Next" }).click();

  // Step 2 comes on the same page, the box still ticked.
  await expect(page.getByText(`Signing up as ${email}`)).toBeVisible();
  await expect(page.getByLabel("I opened my trading account through our broker partner’s Investar offer")).toBeChecked();
  const step2 = page.getByRole("form", { name: "Sign up, step 2 of 2" });
  await step2.getByLabel("Full name").fill("Sunita Rao");
  await step2.getByLabel("Mobile number").fill("98765 43210");
  await step2.getByLabel("I am 18 years or older").check();
  await step2.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/email-verification\?id=\d+&em=.+/);
  await expect(page.getByText(`We have sent an activation link to ${email}`)).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
});
