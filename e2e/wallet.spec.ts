import { expectAccessible } from "./support/accessibility.ts";
import { sidewaysOverflow } from "./support/every-band.ts";
import { expect, test, type Page } from "@playwright/test";
import { logInAsNewCustomer } from "./support/pricing.ts";

/**
 * My Wallet and the mobile-trial calls in a real browser. What this journey can't do, and why:
 * - Ledger entries: a new customer's wallet is empty, and there is (deliberately) no test-only way to
 *   credit one. Referral credit needs an invited friend's first card payment and is off (₹0) in the
 *   seeded catalogue, so a filled wallet is rendered by apps/server/test/wallet-page.test.ts instead
 *   (server-side render of a seeded ledger); here the empty state is checked.
 * - A successful mobile trial: its SMS code is only in the SMS outbox table, which has no HTTP view and
 *   can't be opened while the server holds the embedded database, so the journey goes up to the code
 *   check; apps/server/test/mobile-trial.pg.test.ts reads the outbox and covers success and single use.
 */

/** The logged-in customer's id, from the session token's `id` claim (the cookie is httpOnly, the browser context can read it). */
async function userIdOf(page: Page): Promise<number> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "investar_session");
  const claims = JSON.parse(Buffer.from(cookie!.value.split(".")[1]!, "base64url").toString()) as { id: number };
  return claims.id;
}

/** A same-origin fetch from the page, as the site's own scripts make it (cookie, Sec-Fetch-Site: same-origin). */
async function apiFromPage(page: Page, path: string): Promise<{ status: number; body: { message?: string } & Record<string, unknown> }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.json() };
  }, path);
}

test("a new customer's wallet explains the balances, the spending order and how credit is earned", async ({ page }) => {
  await logInAsNewCustomer(page, "wallet");
  await page.goto("/my-investar/my-wallet");
  await expect(page.getByRole("heading", { name: "My Wallet", level: 1 })).toBeVisible();

  const balances = page.getByRole("table", { name: "Wallet balances by kind of credit" });
  await expect(balances.getByRole("row", { name: /Subscription credit/ })).toContainText("₹0");
  await expect(balances.getByRole("row", { name: /General credit/ })).toContainText("$0.00");
  await expect(page.locator("ol.wallet-order > li")).toHaveText(["Subscription credit", "General credit"]);
  await expect(page.getByText("Wallet credit is never used for recurring (auto-renewing) payments.")).toBeVisible();
  await expect(page.getByText("Your wallet is empty.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Wallet history pages" })).toHaveCount(0);

  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Wallet", level: 1 })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole("link", { name: "My Referral" }).last().click();
  await expect(page).toHaveURL(/\/my-investar\/my-referral$/);
});

test("the mobile trial: the code goes to the account's number, and is refused for any other", async ({ page }) => {
  await logInAsNewCustomer(page, "mobiletrial");
  await page.goto("/my-investar/my-wallet");
  const userId = await userIdOf(page);

  const contact = await apiFromPage(page, `/api/payment/GetMobileNumberFromUserId?userId=${userId}`);
  expect(contact).toEqual({ status: 200, body: { mobileNumber: "9820012345", mobileTrialActivatedAt: null } });

  const sent = await apiFromPage(page, `/api/payment/SendVerificationCode?userId=${userId}&mobileNumber=9820012345&isForMobileTrial=true`);
  expect(sent.status).toBe(200);
  expect(sent.body.message).toBe("We have sent a 5-digit code to ******2345. It is valid for 10 minutes.");

  // The code is bound to the number it went to: offered for another number, no code matches (deterministic,
  // unlike guessing a wrong code, which could by chance be the one sent).
  const otherNumber = await apiFromPage(
    page,
    `/api/payment/ActivateMobileTrial?userId=${userId}&mobileNumber=9820099999&verificationCode=11111&isMobileNumberDifferent=true`,
  );
  expect(otherNumber).toEqual({
    status: 400,
    body: expect.objectContaining({ message: "This code has expired or was already used. Ask for a new code." }),
  });
  const notOnAccount = await apiFromPage(
    page,
    `/api/payment/ActivateMobileTrial?userId=${userId}&mobileNumber=9820099999&verificationCode=11111&isMobileNumberDifferent=false`,
  );
  expect(notOnAccount.status).toBe(400);
  expect(notOnAccount.body.message).toMatch(/^This is not the mobile number on your account/);
  const contactAfter = await apiFromPage(page, `/api/payment/GetMobileNumberFromUserId?userId=${userId}`);
  expect(contactAfter.body).toEqual({ mobileNumber: "9820012345", mobileTrialActivatedAt: null });

  const stranger = await apiFromPage(page, `/api/payment/GetMobileNumberFromUserId?userId=${userId + 1}`);
  expect(stranger.status).toBe(403);
});
