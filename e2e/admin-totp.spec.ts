import { hydrated } from "./support/hydrated.ts";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_TOTP_ADMIN } from "./support/admin-account.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { openSection } from "./support/admin-login.ts";
import { submitLogin } from "./support/log-in.ts";

/**
 * What the admin's authenticator app shows, computed from the key the page showed with the same library
 * the server uses. `stepsAhead` 1 is the next 30-second code, which the server also accepts (one step of
 * clock drift): a code newer than the one just used, so the journey never waits for the clock.
 */
const codeFrom = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function logInWithPassword(page: Page) {
  await page.goto("/user/login?returnUrl=%2Fadmin");
  await submitLogin(page, E2E_TOTP_ADMIN.email, E2E_TOTP_ADMIN.password);
}

test("an admin enrols an authenticator app and then logs in with its code, or once with a recovery code", async ({ page, browser }) => {
  await logInWithPassword(page);
  await expect(page).toHaveURL(/\/admin$/);
  await openSection(page, "Two-factor sign-in");
  await hydrated(page);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator("#two-factor-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);

  // A code from another time is refused beside the field.
  await page.getByLabel("Code from the app").fill(codeFrom(secret, -20));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/That code is not right/);
  await page.getByLabel("Code from the app").fill(codeFrom(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  expect(recoveryCode).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(page.getByText("10 of 10 recovery codes are left.")).toBeVisible();

  // Another browser: the password alone no longer signs in.
  const other = await (await browser.newContext()).newPage();
  await logInWithPassword(other);
  const codeField = other.getByLabel("Authentication code");
  await expect(codeField).toBeVisible();
  await expect(other).toHaveURL(/\/user\/login/);
  await expectAccessible(other);
  await codeField.fill(codeFrom(secret, 1));
  await other.getByRole("button", { name: "Verify" }).click();
  await expect(other).toHaveURL(/\/admin$/);
  await expect(other.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();

  // A third browser with a recovery code instead of the phone; the status page counts it used.
  const third = await (await browser.newContext()).newPage();
  await logInWithPassword(third);
  await third.getByLabel("Authentication code").fill(recoveryCode);
  await third.getByRole("button", { name: "Verify" }).click();
  await expect(third).toHaveURL(/\/admin$/);
  await third.goto("/admin/two-factor");
  await expect(third.getByText("9 of 10 recovery codes are left.")).toBeVisible();
});
