import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#choosing-a-language: the customer's own pages have one address and speak
 * the customer's language; the switch changes it and stays on the page.
 */
test.describe("the customer's own pages in Hindi", () => {
  test("a customer chooses Hindi on My Wallet, reads their account pages in Hindi, and switches back to English in place", async ({
    page,
  }) => {
    await logInAsNewCustomer(page, "hindi-account", { billingDetails: false });
    await page.goto("/my-investar/my-wallet");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Wallet");

    // A plain link: the choice is kept on the account, and the page stays where it was.
    await page.locator("header").getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page).toHaveURL(/\/my-investar\/my-wallet$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरा वॉलेट");
    await expect(page.getByRole("heading", { name: "बैलेंस" })).toBeVisible();
    await expect(page.locator(".wallet-balances")).toContainText("₹0");
    await expectAccessible(page);

    await page.goto("/my-investar/manage-subscription");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरा सब्सक्रिप्शन");
    await expect(page.getByRole("heading", { name: "डेस्कटॉप सॉफ़्टवेयर" }).first()).toBeVisible();
    await expect(page.locator(".subscription-card").first()).toContainText("फ़्री ट्रायल");
    await expectAccessible(page);

    await page.goto("/my-investar/my-profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरी प्रोफ़ाइल");
    await expectAccessible(page);

    await page.goto("/my-investar/my-referral");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरे रेफ़रल");
    await expect(page.getByRole("button", { name: "कॉपी करें" })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp पर शेयर करें" })).toBeVisible();
    await expectAccessible(page);

    // Back to English from the account page: the same page, in English.
    await page.locator("header").getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/my-investar\/my-referral$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My referrals");
  });
});
