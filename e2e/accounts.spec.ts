import { logInAsNewCustomer } from "./support/pricing.ts";
import { hydrated } from "./support/hydrated.ts";
import { pausePageClock } from "./support/page-clock.ts";
import { expect, test } from "@playwright/test";
import { linkFromMail, mailsTo } from "./support/mailbox.ts";
import { accountMenuButton, logOut } from "./support/account-menu.ts";
import { previewedTotal, proceedToSimulator, simulate } from "./support/checkout.ts";
import { signUpAs } from "./support/sign-up.ts";
import { logInWith, submitLogin } from "./support/log-in.ts";

const uniqueEmail = (label: string) => `${label}.${Date.now()}@example.in`;

test("a visitor signs up, activates from the mail, chooses a password, logs out and logs back in", async ({ page }) => {
  const email = uniqueEmail("journey");
  await page.goto("/user/sign-up");
  await expect(page.getByRole("heading", { name: "Sign up for Free Trial" })).toBeVisible();
  await expect(page.getByText("By signing up, you agree to the Terms of Service and Privacy Policy.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(`Signing up as ${email}`)).toBeVisible();
  await page.getByLabel("Full name").fill("Meera Iyer");
  // As people type it: the +91 prefix is shown and spaces are fine (docs/business-rules.md#mobile-rules).
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByLabel("I am 18 years or older").check();
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL(/\/email-verification\?id=\d+&em=.+&es=1$/);
  await expect(page.getByText(`We have sent an activation link to ${email}`)).toBeVisible();

  const link = await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm new password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/investar\/download$/);
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);

  await logOut(page);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("userid"))).toBeNull();

  await logInWith(page, email, "wrong-password-9", "/user/login?returnUrl=%2Fmy-investar%2Fmy-wallet");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await page.getByLabel("Password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/my-investar\/my-wallet$/);

  // Edit the profile through the navigation (a client-side navigation into a guarded page).
  await page.getByRole("button", { name: "Meera" }).click();
  await page.getByRole("link", { name: "My Profile" }).click();
  await expect(page).toHaveURL(/\/my-investar\/my-profile$/);
  const name = page.getByLabel("Full name");
  await name.fill("Meera Krishnan Iyer");
  await page.getByRole("button", { name: "Save member information" }).click();
  await expect(page.getByText("Your member information has been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Meera Krishnan Iyer");

  // Change the password, log out, and log in with the new one.
  await page.goto("/my-investar/change-password");
  // The form is React's: typing before it hydrates would be lost.
  await hydrated(page);
  await page.getByLabel("Current password").fill("Bullish2026run");
  await page.getByLabel("New password", { exact: true }).fill("Sideways2027range");
  await page.getByLabel("Confirm new password").fill("Sideways2027range");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/password (is|has been) changed/i).first()).toBeVisible();
  await logOut(page);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/user/login");
  await submitLogin(page, email, "Bullish2026run");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await page.getByLabel("Password").fill("Sideways2027range");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/my-investar\/manage-subscription$/);
});

test("the sign-up form shows each SPEC validation message", async ({ page }) => {
  await page.goto("/user/sign-up");
  const email = page.getByLabel("Email");
  const next = page.getByRole("button", { name: "Next" });
  await next.click();
  await expect(page.getByText("Email is Required.")).toBeVisible();
  await email.fill("not-an-email");
  await next.click();
  await expect(page.getByText("Invalid email.")).toBeVisible();
  await email.fill("trader@investarindia.com");
  await next.click();
  await expect(page.getByText("Email id with investarindia.com as domain are not allowed")).toBeVisible();

  const taken = uniqueEmail("taken");
  const registered = await page.request.post("/api/auth/register", {
    data: { FullName: "Taken Name", Email: taken, Password: "", City: "", MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
  });
  expect(registered.ok()).toBe(true);
  await email.fill(taken);
  await next.click();
  await expect(page.getByText("This Email Id is already registered in investarindia.com")).toBeVisible();

  await email.fill(uniqueEmail("fresh"));
  await next.click();
  const name = page.getByLabel("Full name");
  const mobile = page.getByLabel("Mobile number");
  const signUp = page.getByRole("button", { name: "Sign Up" });
  await expect(signUp).toBeDisabled();
  await name.focus();
  await mobile.focus();
  await page.getByRole("heading", { name: "Sign up for Free Trial" }).click();
  await expect(page.getByText("Name is Required.")).toBeVisible();
  await name.fill("R2 D2");
  await name.blur();
  await expect(page.getByText("Invalid name.")).toBeVisible();
  await mobile.focus();
  await mobile.blur();
  await expect(page.getByText("Mobile number is required.")).toBeVisible();
  await mobile.fill("12345");
  await mobile.blur();
  await expect(page.getByText("Invalid mobile number.")).toBeVisible();
  await name.fill("Ravi Das");
  await mobile.fill("9820012345");
  await expect(signUp).toBeEnabled();

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
});

test("the tool sign-up shows the 'Sign Up Complete' modal instead of leaving the page", async ({ page }) => {
  const email = uniqueEmail("tool");
  await page.goto("/tool-sign-up");
  await expect(page.getByRole("heading", { name: "Sign Up For 7-day Free Trial" })).toBeVisible();
  await signUpAs(page, { email: email, name: "Tool User", mobile: "9820012345" });
  const dialog = page.getByRole("dialog", { name: "Sign Up Complete" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tool-sign-up$/);
});

test("the email query pre-fills and locks the address with the Google notice", async ({ page }) => {
  const email = uniqueEmail("google");
  await page.goto(`/user/sign-up?email=${encodeURIComponent(email)}&name=Google%20User`);
  await expect(page.getByText(`You are signing up with your Google account ${email}`)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Google User");
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
});

test("login ignores a returnUrl pointing at another site", async ({ page }) => {
  await page.goto("/user/login?returnUrl=https%3A%2F%2Fevil.example%2Fsteal");
  await submitLogin(page, "nobody@example.in", "whatever-1");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
});

test("a user who forgot their user id gets it by mail and lands on the claim-email page", async ({ page }) => {
  const email = uniqueEmail("forgot");
  const registered = await page.request.post("/api/auth/register", {
    data: { FullName: "Forgetful Trader", Email: email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
  });
  const { userId } = (await registered.json()) as { userId: number };
  await page.goto("/user/login");
  await page.getByText("Forgot your user id?").click();
  await page.getByLabel("Your registered email").fill(email);
  await page.getByRole("button", { name: "Email me my user id" }).click();
  await expect(page).toHaveURL(new RegExp(`/claim-email\\?em=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  await expect(page.getByText(email).first()).toBeVisible();
  const link = await linkFromMail(email, "Your Investar user id", "/user/login");
  expect(link).toContain("/user/login");
  const mails = await mailsTo(email);
  expect(mails.some((mail) => mail.raw.includes(`Your Investar user id is ${userId}`))).toBe(true);
});

test("an investor sent away from an admin page sees the not-allowed warning", async ({ page }) => {
  const email = uniqueEmail("investor");
  await page.request.post("/api/auth/register", {
    data: { FullName: "Plain Investor", Email: email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
  });
  await page.goto(await linkFromMail(email, "Activate your Investar account", "/confirm-email?id="));
  await page.getByLabel("New password", { exact: true }).fill("Investor2026ok");
  await page.getByLabel("Confirm new password").fill("Investor2026ok");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/investar\/download$/);
  await expect(page.getByRole("link", { name: "Activate Manual Payments" })).toHaveCount(0);
  // The paused clock holds the toast's 5-second timer still until the test moves it.
  await pausePageClock(page);
  await page.goto("/admin/activate-manual-payment");
  await expect(page).toHaveURL(/\/$/);
  const warning = page.getByText("You are not allowed to visit this page.");
  await expect(warning).toBeVisible();
  await page.clock.runFor(5_100);
  await expect(warning).toBeHidden();
});

test("a subscriber activates intraday data with a 5-digit code sent by email", async ({ page }) => {
  // Activated, logged in and with billing details saved, ready to buy.
  const email = await logInAsNewCustomer(page, "intraday");

  // Before buying intraday data there is nothing to activate (docs/business-rules.md#my-subscription-page); the card comes with the purchase.
  await page.goto("/my-investar/manage-subscription");
  await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Intraday activation" })).toHaveCount(0);
  await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR&addons=Intraday+(NSE+Cash+5-Min)");
  const { orderNumber } = await proceedToSimulator(page);
  await simulate(page, "Simulate success", orderNumber);

  await page.goto("/my-investar/manage-subscription");
  const card = page.getByRole("region", { name: "Intraday activation" });
  await card.getByLabel(/^Email to/).check();
  await card.getByLabel("Confirm your email address").fill(email);
  await card.getByRole("button", { name: "Send code" }).click();
  await expect(card.getByText(/We have sent a 5-digit code/)).toBeVisible();

  let code = "";
  await expect
    .poll(async () => {
      const mails = await mailsTo(email);
      code = mails.map((mail) => /code: ([1-9]{5})/.exec(mail.raw)?.[1] ?? "").find(Boolean) ?? "";
      return code;
    })
    .toMatch(/^[1-9]{5}$/);
  await card.getByLabel("Activation code").fill("10000");
  await card.getByRole("button", { name: "Activate intraday" }).click();
  await expect(card.getByText("Invalid activation code.")).toBeVisible();
  await card.getByLabel("Activation code").fill(code);
  await card.getByRole("button", { name: "Activate intraday" }).click();
  await expect(card.getByText(/Intraday is active on your account/)).toBeVisible();
});

test("an activation link that was replaced offers 'Email me a new link', and the new link arrives and works", async ({ page }) => {
  const email = uniqueEmail("dead.link");
  await page.goto("/user/sign-up");
  await signUpAs(page, { email: email, name: "Kavya Rao", mobile: "+91 98200 12345" });
  const first = await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=");
  await expect(page).toHaveURL(/\/email-verification/);
  await hydrated(page);
  await page.getByRole("button", { name: "Resend activation email" }).click();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);

  await page.goto(first);
  await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Email me a new link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a new activation link is on its way" })).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(3);
  const fresh = await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=");
  expect(fresh).not.toBe(first);
  await page.goto(fresh);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
});

test("on a slow connection the login form needs no script: what was typed is posted, and the customer lands where they were going", async ({
  page,
  browser,
}) => {
  const email = await logInAsNewCustomer(page, "slow-script", { billingDetails: false });
  const context = await browser.newContext();
  const visitor = await context.newPage();
  // No script file ever arrives: the page is served without React and its form posts itself (docs/adr/0058-forms-without-javascript.md).
  await visitor.route("**/assets/*.js", () => {});
  await visitor.goto("/user/login?returnUrl=%2Fmy-investar%2Fmy-wallet", { waitUntil: "commit" });
  await visitor.getByLabel("Email or user id").fill(email);
  await visitor.getByLabel("Password").fill("Bullish2026run");
  await expect(visitor.getByRole("button", { name: "Log in" })).toBeEnabled();
  await visitor.getByRole("button", { name: "Log in" }).click();
  await expect(visitor).toHaveURL(/\/my-investar\/my-wallet$/, { timeout: 15_000 });
  await context.close();
});
