import type { Page } from "@playwright/test";

/**
 * Waits until React has taken over the server-rendered page: typing into a form before then is lost when hydration
 * resets its controlled fields (seen on a busy machine).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
