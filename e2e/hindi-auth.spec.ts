import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { E2E_ADMIN } from "./support/admin-account.ts";
import { fillAndSubmit } from "./support/forms.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#sign-in-pages-and-errors: the sign-in pages at their /hi twins in Hindi and
 * accessible, and the login without JavaScript (ADR 0058) saying the API's refusal in Hindi.
 */
test("the Hindi sign-up, password recovery and login pages are in Hindi and accessible", async ({ page }) => {
  for (const [path, heading] of [
    ["/hi/user/sign-up", "अंदाज़े से नहीं, प्लान के साथ ट्रेडिंग शुरू करें"],
    ["/hi/my-investar/password-recovery", "पासवर्ड भूल गए?"],
    ["/hi/user/login", "लॉग इन करें"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor on /hi is told a wrong password in Hindi, then logs in", async ({ page }) => {
    await page.goto("/hi/user/login");
    await fillAndSubmit(page, { "ईमेल या यूज़र आईडी": E2E_ADMIN.email, पासवर्ड: "not-the-password-1" }, "लॉग इन करें");
    await expect(page.getByRole("alert").filter({ hasText: "पासवर्ड सही नहीं है" })).toBeVisible();

    await page.getByLabel("पासवर्ड").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "लॉग इन करें" }).click();
    await expect(page).not.toHaveURL(/\/user\/login/);
  });
});
