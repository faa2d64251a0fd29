import type { Page } from "@playwright/test";

/** The header's account menu (the customer's first name), present only while logged in. */
export const accountMenuButton = (page: Page) => page.locator("header [data-account-menu] > button");

/** Log Out lives in the account menu (docs/business-rules.md#no-sideways-scroll). */
export async function logOut(page: Page): Promise<void> {
  const navToggle = page.locator("header [data-nav-toggle]");
  if (await navToggle.isVisible()) await navToggle.click();
  await accountMenuButton(page).click();
  await page.getByRole("button", { name: "Log Out" }).click();
}
