import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account.ts";

/** Submits the journeys' administrator's email and password on the login page, which then goes on to `path`. */
export async function submitAdminLogin(page: Page, path: string) {
  await page.goto(`/user/login?returnUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("Email or user id").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs the journeys' administrator in with their password and waits for the back office's home page. */
export async function logInAsAdmin(page: Page) {
  await submitAdminLogin(page, "/admin");
  await expect(page).toHaveURL(/\/admin$/);
}
