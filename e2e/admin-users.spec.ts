import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { csvRows } from "../apps/server/test/support/csv-rows.ts";
import { E2E_ADMIN } from "./support/admin-account.ts";
import { hydrated } from "./support/hydrated.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { logInAsAdmin, openSection } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { submitLogin } from "./support/log-in.ts";
import { fillAndSubmit } from "./support/forms.ts";

test("an admin finds a customer, grants a role, adjusts the wallet, disables the account and exports the audit log", async ({
  page,
  browser,
}) => {
  // The customer, in their own browser.
  const email = await logInAsNewCustomer(page, "admin.users", { billingDetails: false });

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);

  // Find them by part of their email (the whole address would open their page at once).
  await openSection(admin, "Customers");
  const search = admin.getByRole("searchbox", { name: "Email, name, mobile number or user id" });
  await search.fill(email.split("@")[0]!.toUpperCase());
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(admin.getByRole("heading", { name: "1 customer found" })).toBeVisible();
  await expectAccessible(admin);
  await openSection(admin, "Priya Nair");
  const userId = Number(/\/admin\/users\/(\d+)/.exec(admin.url())![1]);
  const profile = admin.getByRole("region", { name: "Profile" });
  await expect(profile).toContainText(email);
  await expect(profile).toContainText("Investor");
  await expectAccessible(admin);

  // Grant a role.
  const roleForm = admin.getByRole("form", { name: "Role" });
  await roleForm.getByLabel("Role").selectOption("SP");
  await roleForm.getByRole("button", { name: "Save role" }).click();
  await expect(roleForm.getByRole("status")).toHaveText("Role set to SP.");
  await expect(profile.getByText("SP", { exact: true })).toBeVisible();

  // A wallet adjustment needs its reason: refused beside the field without one.
  const adjust = admin.getByRole("form", { name: "Adjust the wallet" });
  await adjust.getByLabel("Amount (₹)").fill("500");
  await adjust.getByRole("button", { name: "Adjust wallet" }).click();
  await expect(adjust.getByRole("alert")).toHaveText("Please enter the reason (the customer sees it in their wallet).");
  await expect(adjust.getByLabel("Reason (the customer sees it)")).toHaveAttribute("aria-invalid", "true");
  await adjust.getByLabel("Reason (the customer sees it)").fill("Goodwill for the delayed activation");
  await adjust.getByRole("button", { name: "Adjust wallet" }).click();
  await expect(adjust.getByRole("status")).toHaveText("Credited ₹500. General credit is now ₹500.");
  // Never below zero: a bigger debit is refused with the balance.
  await adjust.getByRole("radio", { name: "Debit" }).check();
  await fillAndSubmit(adjust, { "Amount (₹)": "600", "Reason (the customer sees it)": "Correction" }, "Adjust wallet");
  await expect(adjust.getByRole("alert")).toHaveText("The general credit is ₹500: a debit of ₹600 would take it below zero.");

  // The customer's My Wallet shows it.
  await page.goto("/my-investar/my-wallet");
  const balances = page.getByRole("table", { name: "Wallet balances by kind of credit" });
  await expect(balances.getByRole("row", { name: /General credit/ })).toContainText("₹500");
  await expect(page.getByRole("row", { name: /Goodwill for the delayed activation/ })).toContainText("₹500");

  // Disable the account, after the confirm dialog.
  await admin.getByRole("button", { name: "Disable account" }).click();
  const dialog = admin.getByRole("dialog", { name: "Disable this account?" });
  await expect(dialog).toContainText("signed out on every device");
  await dialog.getByRole("button", { name: "Disable account" }).click();
  await expect(admin.getByRole("group", { name: "Account" }).getByRole("status")).toHaveText("Account disabled.");
  await expect(profile).toContainText("Disabled since");
  await expect(admin.getByRole("button", { name: "Enable account" })).toBeVisible();

  // The customer is signed out, and their login is refused.
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?returnUrl=/);
  await hydrated(page);
  await submitLogin(page, email, "Bullish2026run");
  await expect(page.getByText("This account has been disabled. Please contact support.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);

  // The audit log lists these actions; the CSV export has them with their before and after.
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Audit log" }).click();
  await admin.getByLabel("Subject (e.g. user:100042)").fill(`user:${userId}`);
  await admin.getByRole("button", { name: "Filter" }).click();
  await expect(admin).toHaveURL(new RegExp(`subject=user%3A${userId}`));
  const entries = admin.getByRole("table", { name: "Audit entries, newest first" });
  for (const action of ["user-disabled", "wallet-adjusted", "user-role-set"]) await expect(entries).toContainText(action);
  await expectAccessible(admin);
  const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("link", { name: "Export CSV" }).click()]);
  const rows = csvRows(await readFile((await download.path())!, "utf8"));
  const byAction = (action: string) => rows.find((row) => row.Action === action);
  expect(byAction("user-role-set")).toMatchObject({ Actor: E2E_ADMIN.email, Before: '{"role":"Investor"}', After: '{"role":"SP"}' });
  expect(byAction("wallet-adjusted")?.After).toContain('"reason":"Goodwill for the delayed activation"');
  expect(byAction("user-disabled")).toMatchObject({ Subject: `user:${userId}`, Before: '{"disabled":false}' });
  await adminContext.close();
});

test("a wallet credit above the approval limit waits for a second admin, who approves it on the customer's page", async ({
  page,
  browser,
}) => {
  const customerEmail = await logInAsNewCustomer(page, "credit.approval", { billingDetails: false });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await submitAdminLogin(admin, "/admin/users");
  const open = async (who: Page, email: string) => {
    await who.goto("/admin/users");
    await who.getByRole("searchbox", { name: "Email, name, mobile number or user id" }).fill(email);
    // The whole address is one exact match: the search opens the customer's page at once.
    await who.getByRole("button", { name: "Search" }).click();
    await expect(who.getByRole("heading", { level: 1, name: "Priya Nair" })).toBeVisible();
    await hydrated(who);
  };

  // A second admin: another account the first one makes an admin.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  const secondEmail = await logInAsNewCustomer(second, "second.admin", { billingDetails: false });
  await open(admin, secondEmail);
  const roleForm = admin.getByRole("form", { name: "Role" });
  await roleForm.getByLabel("Role").selectOption("Admin");
  await roleForm.getByRole("button", { name: "Save role" }).click();
  await expect(roleForm.getByRole("status")).toHaveText("Role set to Admin.");

  // The first admin asks for ₹20,000: above the ₹10,000 limit, so nothing is credited yet.
  await open(admin, customerEmail);
  const adjust = admin.getByRole("form", { name: "Adjust the wallet" });
  await fillAndSubmit(
    adjust,
    { "Amount (₹)": "20000", "Reason (the customer sees it)": "Compensation for the data outage" },
    "Adjust wallet",
  );
  await expect(adjust.getByRole("status")).toHaveText(
    "The credit of ₹20,000 is above the approval limit: it waits for another admin to approve it.",
  );
  const pending = admin.getByRole("table", { name: /Credits above the approval limit/ });
  await expect(pending.getByRole("row", { name: /Compensation for the data outage/ })).toContainText("Another admin must decide.");
  await expect(pending.getByRole("button", { name: /Approve/ })).toHaveCount(0);
  await expectAccessible(admin);

  // The second admin approves it on the customer's page.
  await open(second, customerEmail);
  const toDecide = second.getByRole("table", { name: /Credits above the approval limit/ });
  await toDecide.getByRole("button", { name: "Approve the credit of ₹20,000" }).click();
  await expect(second.getByRole("status").filter({ hasText: "Approved: ₹20,000 credited." })).toBeVisible();
  await expect(second.getByRole("table", { name: /Credits above the approval limit/ })).toHaveCount(0);
  const balances = second.getByRole("table", { name: "Wallet balances by kind of credit" });
  await expect(balances.getByRole("row", { name: /General credit/ })).toContainText("₹20,000");

  // The audit log has the request and the approval.
  await second.goto("/admin/audit");
  const entries = second.getByRole("table", { name: "Audit entries, newest first" });
  for (const action of ["wallet-credit-approved", "wallet-credit-requested"]) await expect(entries).toContainText(action);
  await adminContext.close();
  await secondContext.close();
});
