import { expect, test, type Locator, type Page } from "@playwright/test";
import { sidewaysOverflow } from "./support/every-band.ts";
import { logInAsNewCustomer, settled } from "./support/pricing.ts";
import { submitAdminLogin, newAdminPage } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { openPaymentDetails } from "./support/payment-details.ts";
import { expectUpiQrFor2941 } from "./support/upi-qr.ts";
import { hydrated } from "./support/hydrated.ts";
import { mailsTo } from "./support/mailbox.ts";

/**
 * docs/architecture.md#web-app: usable 360px wide. The page itself never scrolls sideways (wide tables scroll in their own
 * box); with `within`, only that part is checked (a page whose other sections are not this journey's).
 */
async function expectFitsNarrowScreen(page: Page, within?: Locator) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  if (within) expect(await within.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
  else expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);
}

/** No serious or critical accessibility problem on the page as it stands. */
test("a customer pays Standard quarterly by UPI; an admin activates it after the confirm dialog; the customer sees it activated", async ({
  page,
  browser,
}) => {
  // The customer: CustomizeSubscription → manual payment → UPI.
  const email = await logInAsNewCustomer(page, "manual.upi");
  await page.goto("/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
  await settled(page);
  await page.getByRole("button", { name: "Bank transfer or UPI QR (confirmed within one working day)" }).click();
  const panel = page.getByRole("region", { name: "Bank transfer or UPI QR (confirmed within one working day)" });
  await expect(panel.getByRole("heading", { name: "Bank transfer or UPI QR (confirmed within one working day)" })).toBeFocused();
  await expect(panel.getByText("Amount due: ₹2,941")).toBeVisible();
  // Each mode shows where to pay and names its own reference.
  await panel.getByRole("radio", { name: /^Cheque/ }).check();
  await expect(panel.getByRole("heading", { name: "Our bank account" })).toBeVisible();
  await panel.getByRole("button", { name: "Submit payment details" }).click();
  await expect(panel.getByRole("alert").filter({ hasText: "Please enter the cheque number." })).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Cheque number" })).toHaveAttribute("aria-invalid", "true");
  // docs/business-rules.md#upi-payments: UPI shows the QR code and the link first, then "I have paid".
  await panel.getByRole("radio", { name: /^UPI/ }).check();
  await expect(panel.getByText("investar@hdfcbank").first()).toBeVisible();
  const orderNumber = await expectUpiQrFor2941(panel);
  await expectAccessible(page);
  await expectFitsNarrowScreen(page);
  const utr = `5${String(Date.now()).slice(-11)}`;
  await panel.getByRole("textbox", { name: "UPI transaction ID (UTR)" }).fill(utr);
  await panel.getByRole("button", { name: "I have paid", exact: true }).click();

  await expect(panel.getByRole("heading", { name: "Payment details received" })).toBeFocused();
  await expect(panel.locator("dt", { hasText: "Order number" }).locator("xpath=following-sibling::dd")).toHaveText(orderNumber);
  // docs/business-rules.md#one-basket-one-pending-payment: this basket now shows its payment pending, with no Pay, then and later.
  const pending = page.getByRole("status").filter({ hasText: `Payment pending: order ${orderNumber}, reference ${utr}` });
  await expect(pending).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay\b/ })).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(pending).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay\b|^Bank transfer or UPI QR/ })).toHaveCount(0);

  await page.goto("/my-investar/manage-subscription");
  const card = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(card.getByText("Awaiting verification")).toBeVisible();
  await expectFitsNarrowScreen(page, page.getByRole("region", { name: "Bank transfer, cheque and UPI payments" }));

  // The admin, in a browser of their own: logs in, opens the page from the admin landing page.
  const admin = await newAdminPage(browser);
  const adminContext = admin.context();
  await expect(admin.getByText(/manual payments? (is|are) waiting for activation/)).toBeVisible();
  await admin.getByRole("link", { name: "Activate Manual Payments" }).click();
  await expect(admin.getByRole("heading", { name: "Activate Manual Payments" })).toBeVisible();
  const details = await openPaymentDetails(admin, { email, name: "Priya Nair" }, orderNumber);
  await expect(details.getByText("UPI", { exact: true })).toBeVisible();
  await expectAccessible(admin);
  await expectFitsNarrowScreen(admin);

  // Cancel first: nothing happens. Then confirm.
  await details.getByRole("button", { name: "Activate" }).click();
  const dialog = admin.getByRole("dialog", { name: "Activate this payment?" });
  await expect(dialog).toContainText(`Activate payment ${orderNumber} for ₹2,941?`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(details.getByText("Awaiting verification")).toBeVisible();
  await details.getByRole("button", { name: "Activate" }).click();
  await admin.getByRole("dialog", { name: "Activate this payment?" }).getByRole("button", { name: "Activate" }).click();
  await expect(admin.getByText(`Payment ${orderNumber} activated.`)).toBeVisible();
  await expect(details.getByText("Activated", { exact: true })).toBeVisible();
  await expect(details.getByRole("button", { name: "Activate" })).toHaveCount(0);
  await adminContext.close();

  // The customer sees it activated.
  await page.reload();
  await expect(page.getByRole("article", { name: `Order ${orderNumber}` }).getByText("Activated", { exact: true })).toBeVisible();
});

test("a webinar seat paid by NEFT shows 'payment pending' with no Pay; staff reject it with a reason the customer then reads", async ({
  page,
  browser,
}) => {
  // Two browsers, a mail: longer than one page's journey on a shared machine.
  test.slow();
  const title = "Trading Supply and Demand Zones";
  const label = "Bank transfer or UPI QR (confirmed within one working day)";
  const email = await logInAsNewCustomer(page, "manual.webinar");
  await page.goto("/education/technical-analysis-training?currency=INR");
  await page.getByRole("article", { name: title, exact: true }).getByRole("link", { name: "Buy" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: label }).click();
  const panel = page.getByRole("region", { name: label });
  await panel.getByRole("radio", { name: /^Online Transfer NEFT/ }).check();
  const utr = `N1662${String(Date.now()).slice(-11)}`;
  await panel.getByRole("textbox", { name: "UTR number" }).fill(utr);
  await panel.getByRole("textbox", { name: "Your bank" }).fill("State Bank of India");
  await panel.getByRole("button", { name: "Submit payment details" }).click();
  await expect(panel.getByRole("heading", { name: "Payment details received" })).toBeFocused();
  const orderNumber = (await panel.locator("dt", { hasText: "Order number" }).locator("xpath=following-sibling::dd").textContent())!.trim();

  // docs/business-rules.md#one-basket-one-pending-payment: the seat shows its payment pending and no way to pay again, then and later.
  const pending = page.getByRole("status").filter({ hasText: `Payment pending: order ${orderNumber}, reference ${utr}` });
  await expect(pending).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay\b/ })).toBeHidden();
  await page.reload();
  await expect(pending).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay\b/ })).toBeHidden();
  await expect(page.getByRole("button", { name: label })).toBeHidden();
  await expectFitsNarrowScreen(page);

  // Staff cannot find the money: they reject it with a reason, after the confirm dialog.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await submitAdminLogin(admin, "/admin/activate-manual-payment");
  const details = await openPaymentDetails(admin, { email, name: "Priya Nair" }, orderNumber);
  const reason = `No NEFT credit with UTR ${utr} on our statement`;
  await details.getByRole("textbox", { name: "Reason (the customer reads it)" }).fill(reason);
  await details.getByRole("button", { name: "Reject payment" }).click();
  await admin.getByRole("dialog", { name: "Reject this payment?" }).getByRole("button", { name: "Reject" }).click();
  await expect(admin.getByText(`Payment ${orderNumber} rejected.`)).toBeVisible();
  await expect(details.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(details.getByRole("button", { name: /^Activate|^Reject/ })).toHaveCount(0);
  await expectAccessible(admin);
  await adminContext.close();

  // The customer reads the reason on My Subscription and in a mail.
  await page.goto("/my-investar/manage-subscription");
  const card = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(card.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(card).toContainText(reason);
  await expect
    .poll(
      async () => (await mailsTo(email)).some((mail) => mail.raw.includes(`We could not confirm your payment (order ${orderNumber})`)),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
});
