import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account.ts";
import { hydrated } from "./hydrated.ts";
import { submitLogin } from "./log-in.ts";

/**
 * Logs the journeys' administrator in on the login page, which then goes on to `path`; returns once
 * that page is there and interactive, so the caller's next navigation or click cannot race the
 * login's own redirect or React's hydration.
 */
export async function submitAdminLogin(page: Page, path: string) {
  await page.goto(`/user/login?returnUrl=${encodeURIComponent(path)}`);
  await hydrated(page);
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const target = new URL(path, "http://localhost");
  await expect(page).toHaveURL((url) => url.pathname === target.pathname);
  await hydrated(page);
}

/** Logs the journeys' administrator in with their password and waits for the back office's home page. */
export async function logInAsAdmin(page: Page) {
  await submitAdminLogin(page, "/admin");
}

/** A page in a browser context of its own (the customer's page keeps its session), with the administrator logged in. */
export async function newAdminPage(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await logInAsAdmin(admin);
  return admin;
}

/** Follows the back office's link to a section and waits for the section's heading. */
export async function openSection(admin: Page, name: string): Promise<void> {
  await admin.getByRole("link", { name }).click();
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
}
