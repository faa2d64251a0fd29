import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { hydrated } from "./support/hydrated.ts";

/** docs/adr/0059-hindi-with-lingui.md: a visitor reads the site in Hindi and prices a plan there. */
test.describe("the site in Hindi", () => {
  test("a visitor switches to Hindi, reads the home and pricing pages, and customises a plan with a Hindi live summary", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    // The switch is a plain link to the same page in Hindi; the choice is remembered.
    await page.locator("header").getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investar: NSE, BSE और MCX के लिए शेयर बाज़ार एनालिसिस सॉफ़्टवेयर");
    await expect(page.getByRole("heading", { name: "हर ट्रेडर के लिए एक प्लान" })).toBeVisible();
    await expectAccessible(page);

    // Chose Hindi: an English address now leads to its Hindi twin.
    await page.goto("/Pricing?currency=INR");
    await expect(page).toHaveURL(/\/hi\/Pricing\?currency=INR$/);
    await expect(page.getByRole("heading", { level: 1, name: "प्लान और कीमतें" })).toBeVisible();
    // Rupees with Indian digit grouping.
    await expect(page.locator(".plan-grid").first()).toContainText("₹2,493");
    await expectAccessible(page);

    const buy = page.getByRole("link", { name: "Investar Pro खरीदें" }).or(page.getByRole("link", { name: "Pro खरीदें" }));
    await expect(buy).toHaveAttribute("href", /^\/hi\/Pricing\/CustomizeSubscription\?/);
    await buy.click();
    await expect(page).toHaveURL(/\/hi\/Pricing\/CustomizeSubscription\?/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "अपना सब्सक्रिप्शन चुनें" })).toBeVisible();
    const summary = page.locator(".quote-panel");
    await expect(summary.getByRole("heading", { name: "आपकी कीमत" })).toBeVisible();
    await expect(summary).toContainText("कुल देय राशि");
    await expect(summary).toContainText("GST 18%");

    // The live summary follows the choices, in Hindi, with ₹ in Indian grouping (₹77,326; ₹1,00,000, never ₹100,000).
    const total = summary.locator(".quote-panel__total strong");
    const before = await total.textContent();
    await page.getByLabel("लाइसेंस की संख्या").fill("25");
    await page.getByRole("radio", { name: /एक साथ/ }).check();
    await expect(total).not.toHaveText(before ?? "");
    await expect(total).toHaveText(/^₹\d{1,2}(?:,\d\d)*,\d{3}$/);
    await expect(summary).toContainText("लाइसेंस");
    await expect(summary).toContainText("मूल कीमत");

    // Back to English: remembered too, and never redirected again.
    await page.locator("header").getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/^[^?]*\/Pricing\/CustomizeSubscription\?/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await page.goto("/Pricing");
    await expect(page).toHaveURL(/\/Pricing$/);
  });
});
