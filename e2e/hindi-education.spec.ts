import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { simulate } from "./support/checkout.ts";
import { hydrated } from "./support/hydrated.ts";
import { publishPaidWebinar } from "./support/paid-webinar.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md: the education pages in Hindi. A Hindi account reads My Webinars, the training pages
 * and the newsletters page in Hindi and saves its newsletters there, and My Profile's email and mobile sections say their
 * field messages in Hindi; a seat bought from the Hindi buy page comes back from
 * the gateway to the Hindi outcome page, though the buyer never used the language switch (no cookie). Each page passes axe.
 */
test("a Hindi account reads the education pages and My Profile in Hindi and saves its newsletters", async ({ page }) => {
  await logInAsNewCustomer(page, "hindi.education", { billingDetails: false });

  // The account's language becomes Hindi with the switch's address; My Webinars has one address in both languages.
  await page.goto("/education/my-webinars?lang=hi");
  await expect(page).toHaveURL(/\/education\/my-webinars$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरे वेबिनार");
  await expect(page.getByRole("heading", { name: "अभी कोई वेबिनार नहीं" })).toBeVisible();
  await page.getByRole("link", { name: "आने वाले वेबिनार देखें" }).click();
  await expect(page).toHaveURL(/\/hi\/education\/technical-analysis-training$/);
  await expectAccessible(page);

  await expect(page.getByRole("heading", { level: 2, name: "आने वाले वेबिनार" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "कोर्स के तीन लेवल" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "रजिस्ट्रेशन कैसे होता है" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/hi/education/investar-software-training");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investar सॉफ़्टवेयर ट्रेनिंग");
  await expect(page.getByRole("heading", { name: "आपके फ़्री ट्रायल के लिए सात दिन का प्लान" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/hi/education/newsletters");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ऐसे न्यूज़लेटर जो खोलने लायक हैं");
  const boxes = page.getByRole("form", { name: "आपके न्यूज़लेटर" });
  await boxes.getByLabel("Investar न्यूज़लेटर").check();
  await boxes.getByRole("button", { name: "मेरे न्यूज़लेटर सेव करें" }).click();
  await expect(page.getByRole("status")).toHaveText("सेव हो गया। अगला अंक अपने तय दिन पर आएगा।");
  await expect(page.getByRole("form", { name: "आपके न्यूज़लेटर" }).getByLabel("Investar न्यूज़लेटर")).toBeChecked();
  await expectAccessible(page);

  // My Profile's email and mobile sections speak Hindi, their field messages too.
  await page.goto("/my-investar/my-profile");
  await hydrated(page);
  const email = page.getByRole("region", { name: "ईमेल पता" });
  await expect(email.getByLabel("नया ईमेल पता")).toBeVisible();
  await email.getByLabel("नया ईमेल पता").fill("new.address@example.in");
  await email.getByRole("button", { name: "ईमेल बदलें" }).click();
  await expect(email.getByText("ईमेल पता बदलने के लिए अपना मौजूदा पासवर्ड डालें।")).toBeVisible();
  const mobile = page.getByRole("region", { name: "मोबाइल नंबर" });
  await mobile.getByLabel("नया मोबाइल नंबर").fill("12");
  await mobile.getByRole("button", { name: "कोड भेजें" }).click();
  await expect(mobile.getByText("मोबाइल नंबर सही नहीं है।")).toBeVisible();
  await expect(page.getByRole("region", { name: "प्रोफ़ाइल फ़ोटो" }).getByLabel("फ़ोटो चुनें")).toBeVisible();
  await expectAccessible(page);
});

test("a seat bought on the Hindi buy page comes back from the gateway to the Hindi outcome page", async ({ page, browser }) => {
  const { webinarId, title } = await publishPaidWebinar(browser);
  await logInAsNewCustomer(page, "hindi.seat");
  await page.goto(`/hi/education/buy-webinar?webinarId=${webinarId}&currency=INR`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "₹1,770 का भुगतान करें" }).click();
  await expect(page.getByRole("heading", { name: "Payment simulator" })).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.locator('[data-field="order"]').textContent())!.trim();
  await simulate(page, "Simulate success", orderNumber, "/hi/education/buy-webinar");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("region", { name: "आपकी सीट बुक हो गई है" })).toBeVisible();
  await expectAccessible(page);

  // The seat is in My Webinars, in the account's language (English: it never chose Hindi), with its calendar button.
  await page.goto("/education/my-webinars");
  await expect(page.getByRole("article", { name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();
});
