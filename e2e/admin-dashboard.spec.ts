import { expectAccessible } from "./support/accessibility.ts";
import { expect, test } from "@playwright/test";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { downloadedCsvLines } from "./support/downloads.ts";

test("the admin home page charts the business and hands out each chart's numbers as CSV", async ({ page, browser }) => {
  // A sign-up today, so the day's count is not zero.
  const visitor = await (await browser.newContext()).newPage();
  await logInAsNewCustomer(visitor, "dashboard.signup");
  await visitor.context().close();

  await submitAdminLogin(page, "/admin");
  await expect(page.getByRole("heading", { name: "How the business is doing" })).toBeVisible();

  for (const chart of [
    "Sign-ups and trials started per day",
    "Revenue in INR per month, net of GST",
    "Revenue in USD per month, net of GST",
  ])
    await expect(page.getByRole("img", { name: new RegExp(`^${chart}`) })).toBeVisible();
  const signups = page.getByRole("img", { name: /^Sign-ups and trials started per day/ });
  await expect(signups).toHaveAttribute("aria-label", /Sign-ups: [1-9]\d* in all/);
  await expect(page.getByText("Trial to paid")).toBeVisible();

  const daily = page.getByRole("region", { name: "Sign-ups and trials per day" });
  const lines = await downloadedCsvLines(page, daily.getByRole("link", { name: "The numbers as CSV" }));
  expect(lines[0]).toBe("Day (India),Sign-ups,Trials started,Webinar registrations");
  expect(lines).toHaveLength(31);
  expect(Number(lines.at(-1)!.split(",")[1])).toBeGreaterThan(0);

  await expectAccessible(page);
});
