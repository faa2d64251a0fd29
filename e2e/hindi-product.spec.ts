import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md: a visitor reads the product pages in Hindi — a tour, the edition comparison —
 * and the terms, whose English text stays the binding one under a Hindi summary. axe finds no serious problem.
 */
test.describe("the product pages in Hindi", () => {
  test("a tour, the comparison, an edition, the download page and the terms read in Hindi, and pass axe", async ({ page }) => {
    // Five pages, each analysed whole by axe: more than a minute when the machine is busy.
    test.slow();
    await page.goto("/hi/tour/auto-support-resistance");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("सपोर्ट और रेज़िस्टेंस, आपके लिए बने हुए");
    await expect(page.getByRole("heading", { name: "टूर जारी रखें" })).toBeVisible();
    // The next tour stays in Hindi.
    await page.getByRole("link", { name: /अगला/ }).click();
    await expect(page).toHaveURL(/\/hi\/tour\/auto-trendlines$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ट्रेंडलाइन जो अपने-आप बनती हैं");
    await expectAccessible(page);

    await page.getByRole("link", { name: "एडिशन की तुलना करें" }).first().click();
    await expect(page).toHaveURL(/\/hi\/investar\/product-comparison$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investar के एडिशन की तुलना करें");
    const table = page.getByRole("table", { name: "Investar Lite, Basic, Standard और Pro के फ़ीचर" });
    await expect(table.getByRole("rowheader", { name: "ऑटो सपोर्ट और रेज़िस्टेंस" })).toBeVisible();
    await expect(table).toContainText("असीमित");
    await expectAccessible(page);

    // An edition's page, with its price in rupees and its questions, in Hindi.
    await table.getByRole("link", { name: "Standard", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/investar\/standard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investar Standard: एक्टिव ट्रेडरों के लिए पूरा टेक्निकल एनालिसिस");
    await expect(page.locator(".price-panel__amount")).toHaveText(/^₹[\d,]+ से$/);
    await page.getByText("ऑटोमैटिक सपोर्ट और रेज़िस्टेंस लेवल कैसे ढूँढे जाते हैं?").click();
    await expect(page.getByText("ये योजना बनाने में मदद करने वाले रेफ़रेंस लेवल हैं, भविष्यवाणी नहीं।")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/hi/investar/download");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Windows के लिए Investar डाउनलोड करें");
    await expect(page.getByRole("table", { name: "Investar के लिए न्यूनतम और सुझाई गई सिस्टम ज़रूरतें" })).toContainText("ऑपरेटिंग सिस्टम");
    await expectAccessible(page);

    await page.goto("/hi/investar/terms-and-conditions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("सेवा की शर्तें (Terms of Service)");
    await expect(page.getByRole("heading", { name: "हिंदी में सार" })).toBeVisible();
    await expect(page.getByText("नीचे दिया गया अंग्रेज़ी पाठ ही मान्य (बाध्यकारी) है")).toBeVisible();
    await expect(page.locator('[lang="en"]').getByRole("heading", { name: "9. Cancellations and refunds" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/hi/investar/privacy-policy");
    await expect(page.getByText("शिकायत अधिकारी (Grievance Officer):")).toBeVisible();
    await expectAccessible(page);
  });
});
