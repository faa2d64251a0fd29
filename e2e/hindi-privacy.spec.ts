import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { hydrated } from "./support/hydrated.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#choosing-a-language: a Hindi customer's privacy pages and support requests speak Hindi:
 * a consent switched, a grievance filed with its DPR reference, the support requests opened; axe passes on each.
 */
test("a Hindi customer switches a consent, files a grievance and sees its DPR reference, and opens their support requests", async ({
  page,
}) => {
  await logInAsNewCustomer(page, "hindi-privacy", { billingDetails: false });
  await page.goto("/my-investar/privacy?lang=hi");
  await expect(page).toHaveURL(/\/my-investar\/privacy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरी प्राइवेसी");
  await hydrated(page);
  const offers = page.locator('[data-consent-kind="webinarInvites"]');
  await offers.getByRole("button", { name: "चालू करें" }).click();
  await expect(page.getByText("वेबिनार और ट्रेनिंग: ये मेल अब आपको मिलेंगे।")).toBeVisible();
  await expect(offers.getByRole("button", { name: "बंद करें" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/my-investar/privacy/requests");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरी प्राइवेसी रिक्वेस्ट");
  await hydrated(page);
  const form = page.getByRole("form", { name: "शिकायत दर्ज करें" });
  await form.getByLabel("शिकायत किस बारे में है?").selectOption({ label: "ऐसे मेल या मैसेज जो मैं नहीं चाहता था" });
  await form.getByLabel("आपकी शिकायत").fill("बहुत छोटा");
  await form.getByRole("button", { name: "शिकायत दर्ज करें" }).click();
  await expect(form.getByText("अपनी शिकायत में कम से कम 20 अक्षर लिखें।")).toBeVisible();
  await form.getByLabel("आपकी शिकायत").fill(`मैंने ऑफ़र बंद किए, फिर भी हर हफ़्ते मेल आते हैं (${Date.now()})।`);
  await form.getByRole("button", { name: "शिकायत दर्ज करें" }).click();
  await expect(page.getByText(/आपका रेफ़रेंस नंबर DPR-\d{6,} है/)).toBeVisible();
  await expect(page.locator("table").getByText(/^DPR-\d{6,}$/)).toBeVisible();
  await expect(page.locator("table")).toContainText("मिल गई");
  await expectAccessible(page);

  await page.goto("/my-investar/support");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरी सपोर्ट रिक्वेस्ट");
  await expectAccessible(page);
  // The grievance reached the support team too: its ticket, in the customer's language.
  await expect(page.locator("table")).toContainText("प्राइवेसी रिक्वेस्ट");
  await page.locator("table a").first().click();
  await expect(page.getByRole("heading", { name: "बातचीत" })).toBeVisible();
  await expect(page.getByLabel("आपका जवाब")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/my-investar/privacy/close-account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरा अकाउंट बंद करें और मेरा डेटा मिटाएँ");
  await expectAccessible(page);
});
