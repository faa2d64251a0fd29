import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { hydrated } from "./support/hydrated.ts";
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

    // The mobile app's trial is the customer's own page too: its words, and what the server answers, in Hindi.
    await page.goto("/MobileTrial");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investar मोबाइल ऐप: 7 दिन का फ़्री ट्रायल");
    const number = page.getByLabel("मोबाइल नंबर");
    // The account's number fills the field first.
    await expect(number).toHaveValue(/^\d{10}$/);
    await number.fill("12345");
    const send = page.getByRole("button", { name: "कोड भेजें", exact: true });
    await send.click();
    await expect(page.locator(".card")).toContainText("मोबाइल नंबर सही नहीं है");
    await expect(page.locator(".card")).not.toContainText(/[A-Za-z]{4,}/);
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await number.fill(mobile);
    await send.click();
    await expect(page.getByRole("status").filter({ hasText: mobile })).toHaveText(`हमने ${mobile} पर 5 अंकों का कोड भेजा है।`);
    await expect(page.getByLabel("SMS में आया कोड")).toBeVisible();
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

  test("a Hindi customer reads My Subscription and My Profile in Hindi and chooses the language of their mails there", async ({ page }) => {
    await logInAsNewCustomer(page, "hindi-account2", { billingDetails: false });
    await page.goto("/my-investar/manage-subscription?lang=hi");
    await expect(page).toHaveURL(/\/my-investar\/manage-subscription$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { name: "इनवॉइस", exact: true })).toBeVisible();
    await expect(page.getByText("अभी आपका कोई इनवॉइस नहीं है।", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "स्टेटमेंट", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "PDF डाउनलोड करें" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^चुनें/ }).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto("/my-investar/my-profile");
    await hydrated(page);
    const language = page.getByRole("region", { name: "मेल और आपके अकाउंट की भाषा" });
    await expect(page.getByRole("heading", { name: "सदस्य की जानकारी" })).toBeVisible();
    await expect(language.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
    await expectAccessible(page);

    // Mails in English from now on: saved on the account, and the page comes back in English.
    await language.getByRole("radio", { name: "English" }).check();
    await language.getByRole("button", { name: "भाषा सेव करें" }).click();
    await expect(page.getByText("अब आपकी भाषा अंग्रेज़ी है।")).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    const english = page.getByRole("region", { name: "Language for mails and your account" });
    await expect(english.getByRole("radio", { name: "English" })).toBeChecked();

    // And back to Hindi the same way.
    await hydrated(page);
    await english.getByRole("radio", { name: "हिन्दी" }).check();
    await english.getByRole("button", { name: "Save language" }).click();
    await expect(page.getByText("Your language is now Hindi.")).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरी प्रोफ़ाइल");
  });
});
