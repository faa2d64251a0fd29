import { expect, test } from "@playwright/test";
import { linkFromMail } from "./support/mailbox.ts";

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
  await page.getByLabel("Mobile number").fill("9820012345");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL(/\/email-verification\?id=\d+&em=.+&es=1$/);
  await expect(page.getByText(`We have sent an activation link to ${email}`)).toBeVisible();

  const link = await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Bullish2026run");
  await page.getByLabel("Confirm password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/investar\/download$/);
  await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("userid"))).toBeNull();

  await page.goto("/user/login?returnUrl=%2Fmy-investar%2Fmy-wallet");
  await page.getByLabel("Email or user id").fill(email);
  await page.getByLabel("Password").fill("wrong-password-9");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await page.getByLabel("Password").fill("Bullish2026run");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/my-investar\/my-wallet$/);
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
    data: { FullName: "Taken Name", Email: taken, Password: "", City: "", MobileNo: "9820012345", RegSrc: "Normal" },
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
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Full name").fill("Tool User");
  await page.getByLabel("Mobile number").fill("9820012345");
  await page.getByRole("button", { name: "Sign Up" }).click();
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
  await page.getByLabel("Email or user id").fill("nobody@example.in");
  await page.getByLabel("Password").fill("whatever-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
});
