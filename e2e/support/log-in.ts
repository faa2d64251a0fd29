import type { Page } from "@playwright/test";
import { hydrated } from "./hydrated.ts";

/** Fills the login form already on the page with an email (or user id) and password, and sends it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email or user id").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Opens the login page (`url` may carry a returnUrl), waits for it to hydrate, and logs in. */
export async function logInWith(page: Page, email: string, password: string, url = "/user/login"): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await submitLogin(page, email, password);
}
