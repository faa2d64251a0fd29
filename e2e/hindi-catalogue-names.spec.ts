import { expect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { hydrated } from "./support/hydrated.ts";
import { settled, summaryPanel } from "./support/pricing.ts";

/**
 * docs/adr/0062-hindi-content-texts.md: staff give an add-on a Hindi name on /admin/catalogue; /hi/Pricing shows it,
 * untranslated names stay English marked lang="en", and the pages stay accessible.
 */
test("an add-on's Hindi name, saved in the back office, shows on /hi/Pricing", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin/catalogue");
  await hydrated(page);
  const addons = page.getByRole("region", { name: "Add-ons" });
  await addons.getByRole("button", { name: "Edit Intraday Screener" }).click();
  await addons.getByLabel("Name in Hindi").fill("इंट्राडे स्क्रीनर");
  await addons.getByRole("button", { name: "Save add-on" }).click();
  await expect(addons.getByRole("status")).toContainText("Add-on Intraday Screener saved.");
  // The demo catalogue comes with Hindi names: one cleared, to see the English fallback.
  await addons.getByRole("button", { name: "Edit Intraday (NSE Cash 5-Min)" }).click();
  await addons.getByLabel("Name in Hindi").fill("");
  await addons.getByRole("button", { name: "Save add-on" }).click();
  await expect(addons.getByRole("status")).toContainText("Add-on Intraday (NSE Cash 5-Min) saved.");

  await page.goto("/hi/Pricing");
  await expect(page.getByRole("rowheader", { name: "इंट्राडे स्क्रीनर" })).toBeVisible();
  await expect(page.locator('th[lang="en"]', { hasText: "Intraday (NSE Cash 5-Min)" })).toHaveCount(1);
  await expectAccessible(page);
  await page.goto("/hi/Pricing/StandalonePrices");
  await expectAccessible(page);

  // Once the server's Quote answer (English names) replaces the browser's figures, the summary still names the
  // add-on in Hindi and an untranslated one in English marked so.
  await page.goto(
    "/hi/Pricing/CustomizeSubscription?product=Pro&plan=Quarter&currency=INR&addons=Intraday+Screener&addons=Intraday+(NSE+Cash+5-Min)",
  );
  await hydrated(page);
  await settled(page);
  const summary = summaryPanel(page);
  await expect(summary.getByRole("rowheader", { name: /^इंट्राडे स्क्रीनर/ })).toBeVisible();
  await expect(summary.locator('th span[lang="en"]', { hasText: "Intraday (NSE Cash 5-Min)" })).toHaveCount(1);
  await expect(summary).not.toContainText("Intraday Screener");
  await page.goto("/Pricing");
  await expect(page.getByRole("rowheader", { name: "Intraday Screener" })).toBeVisible();
});
