import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account.ts";
import { hydrated } from "./hydrated.ts";

/**
 * Logs the journeys' administrator in on the login page, which then goes on to `path`; returns once
 * that page is there and interactive, so the caller's next navigation or click cannot race the
 * login's own redirect or React's hydration.
 */
export async function submitAdminLogin(page: Page, path: string) {
  await page.goto(`/user/login?returnUrl=${encodeURIComponent(path)}`);
  await hydrated(page);
  await page.getByLabel("Email or user id").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  const target = new URL(path, "http://localhost");
  await expect(page).toHaveURL((url) => url.pathname === target.pathname);
  await hydrated(page);
}

/** Logs the journeys' administrator in with their password and waits for the back office's home page. */
export async function logInAsAdmin(page: Page) {
  await submitAdminLogin(page, "/admin");
}
