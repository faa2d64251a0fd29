import { expect, test } from "@playwright/test";
import { expectSummaryToMatchServer, logInAsNewCustomer, serverQuote, settled, summaryPanel } from "./support/pricing.ts";
import { newAdminPage, openSection } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { fillAndSubmit } from "./support/forms.ts";

test("an admin creates a coupon in the back office and a customer gets its discount at checkout; disabled, it is refused", async ({
  page,
  browser,
}) => {
  const admin = await newAdminPage(browser);
  const adminContext = admin.context();
  await openSection(admin, "Prices, coupons and offers");
  await expectAccessible(admin);

  const form = admin.getByRole("form", { name: "New coupon" });
  await form.getByLabel("Code").fill("launch15");
  await form.getByLabel("Offer name (shown to customers)").fill("Launch week");
  await form.getByLabel("Percent off").fill("15");
  await form.getByLabel("Usage limit (empty: no limit)").fill("5");
  await form.getByRole("checkbox", { name: "Quarter" }).check();
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByRole("status")).toHaveText("Coupon LAUNCH15 saved.");
  await expect(admin.getByRole("row", { name: /LAUNCH15/ })).toContainText("0 of 5");

  // The same code again: refused beside the field.
  await fillAndSubmit(form, { Code: "LAUNCH15", "Offer name (shown to customers)": "Again", "Percent off": "5" }, "Create coupon");
  await expect(form.getByRole("alert").filter({ hasText: "The code LAUNCH15 is already in use." })).toBeVisible();
  await expect(form.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(admin);

  // The customer, in their own browser, applies it at checkout.
  await logInAsNewCustomer(page, "catalogue.coupon");
  await page.goto("/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
  await settled(page);
  await page.getByLabel("Coupon code").fill("launch15");
  await page.getByRole("button", { name: "Apply" }).click();
  const body = { currency: "INR", product: "Standard", plan: "Quarter", couponCode: "launch15" } as const;
  await expectSummaryToMatchServer(page, body);
  const quoted = await serverQuote(page, body);
  expect(quoted.json).toMatchObject({ discountPerc: 15, appliedCouponCode: "LAUNCH15" });
  await expect(summaryPanel(page)).toContainText("Launch week");

  // Disabled after the confirm dialog: the next quote refuses it.
  await admin.getByRole("button", { name: "Disable LAUNCH15" }).click();
  const dialog = admin.getByRole("dialog", { name: "Disable this coupon?" });
  await expect(dialog).toContainText("will be told it is no longer available");
  await dialog.getByRole("button", { name: "Disable" }).click();
  await expect(admin.getByRole("row", { name: /LAUNCH15/ })).toContainText("Disabled");
  const refused = await serverQuote(page, { currency: "INR", product: "Standard", plan: "Quarter", couponCode: "launch15" });
  expect(refused).toMatchObject({ status: 400, json: { code: "CouponCodeApply", message: "Coupon launch15 is no longer available." } });
  await adminContext.close();
});
