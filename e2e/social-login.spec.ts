import { expect, test } from "@playwright/test";
import { accountMenuButton } from "./support/account-menu.ts";
import { hydrated } from "./support/hydrated.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { answerFacebookAs, answerGoogleAs, completeSignUpInPopup } from "./support/social-provider.ts";

test("Facebook login in a popup signs the opener in (a new account is created from the Graph profile, after its consent step)", async ({
  page,
  context,
}) => {
  await answerFacebookAs(context, `fb.${Date.now()}@example.in`, "Farah Khan");

  await page.goto("/user/login");
  const popupOpens = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Facebook" }).click();
  // A new account is completed in the popup with the notice and the 18+ declaration (docs/business-rules.md#privacy-notice).
  await completeSignUpInPopup(popupOpens);
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 15_000 });
});

test("Google login for an unknown email continues to sign-up with the email locked; a known one signs in", async ({ page, context }) => {
  const email = `g.${Date.now()}@example.in`;
  await answerGoogleAs(context, email, "Gita Rao");

  await page.goto("/user/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/\/user\/sign-up\?email=/, { timeout: 15_000 });
  await hydrated(page);
  await expect(page.getByText(`You are signing up with your Google account ${email}`)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Gita Rao");
  await page.getByLabel("Mobile number").fill("9820012345");
  await page.getByLabel("I am 18 years or older").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/email-verification\?/);

  // The account exists now: the same Google account logs straight in.
  await page.goto("/user/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 15_000 });
});

test("a friend who opens a member's referral link and signs up with Google is counted as the member's referral", async ({
  page,
  browser,
}) => {
  await logInAsNewCustomer(page, "g.referrer", { billingDetails: false });
  await page.goto("/my-investar/my-referral");
  const link = await page.getByLabel("Your referral link").inputValue();

  const friendContext = await browser.newContext();
  try {
    const friendEmail = `g.friend.${Date.now()}@example.in`;
    await answerGoogleAs(friendContext, friendEmail, "Mira Shah");
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await hydrated(friend);
    await friend.getByRole("button", { name: "Continue with Google" }).click();
    await expect(friend).toHaveURL(/\/user\/sign-up\?.*email=/, { timeout: 15_000 });
    expect(new URL(friend.url()).searchParams.get("ref")).toBe(new URL(link).searchParams.get("ref"));
    await hydrated(friend);
    await friend.getByRole("button", { name: "Next" }).click();
    await friend.getByLabel("Mobile number").fill("9820012346");
    await friend.getByLabel("I am 18 years or older").check();
    await friend.getByRole("button", { name: "Sign Up" }).click();
    await expect(friend).toHaveURL(/\/email-verification\?/);
  } finally {
    await friendContext.close();
  }
  await page.reload();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: /g\.friend\..*@example\.in/ })
      .getByText("Signed up"),
  ).toBeVisible();
});
