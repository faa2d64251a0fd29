import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account.ts";

/** Logs the journeys' administrator in with their password and waits for the back office's home page. */
export async function logInAsAdmin(page: Page) {
  await page.goto("/user/login?returnUrl=%2Fadmin");
  await page.getByLabel("Email or user id").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
