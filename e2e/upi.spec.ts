import { expect, test, type Browser, type Page } from "@playwright/test";
import { paymentConfirmation, previewedTotal, proceedToSimulator, simulate } from "./support/checkout.ts";
import { logInAsNewCustomer, settled } from "./support/pricing.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { hydrated } from "./support/hydrated.ts";
import { expectUpiQrFor2941 } from "./support/upi-qr.ts";

const MANUAL = "Bank transfer or UPI QR (confirmed within one working day)";

/** Opens the customise page for Standard quarterly in rupees, with the manual payment panel on UPI. */
async function chooseManualUpi(page: Page) {
  await page.goto("/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
  await settled(page);
  await page.getByRole("button", { name: MANUAL }).click();
  const panel = page.getByRole("region", { name: MANUAL });
  await panel.getByRole("radio", { name: /^UPI/ }).check();
  return panel;
}

/** The admin, in a browser of their own, on the Activate Manual Payments page. */
async function openManualPaymentsAsAdmin(browser: Browser) {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await submitAdminLogin(admin, "/admin/activate-manual-payment");
  await expect(admin.getByRole("heading", { name: "Activate Manual Payments" })).toBeVisible();
  await hydrated(admin);
  return { adminContext, admin };
}

/** docs/business-rules.md#upi-payments: UPI as a first-class payment, through the gateway and by hand. */
test.describe("UPI", () => {
  test("paying with UPI through the payment page activates the subscription", async ({ page }) => {
    await logInAsNewCustomer(page, "upi.gateway");
    expect(await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR")).toBe("₹2,941");
    const payWith = page.getByRole("group", { name: "Pay with" });
    await expect(payWith.getByRole("radio", { name: /^Card \/ Net banking/ })).toBeChecked();
    await payWith.getByRole("radio", { name: /^UPI/ }).check();

    const { amount, orderNumber } = await proceedToSimulator(page);
    expect(amount).toBe("₹2,941");
    await expect(page.locator('[data-field="payment-option"]')).toHaveText("UPI");
    // A malformed UPI ID is refused on the gateway's page, as a real one would.
    await page.getByLabel("Your UPI ID").fill("priya at okhdfcbank");
    await page.getByRole("button", { name: "Simulate success" }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter your UPI ID as name@bank, for example ravi.k@okhdfcbank.");
    await page.getByLabel("Your UPI ID").fill("priya.nair@okhdfcbank");
    await simulate(page, "Simulate success", orderNumber);

    const confirmation = paymentConfirmation(page, "Payment successful");
    await expect(confirmation).toContainText("Investar Standard, Quarter plan");
    await expect(confirmation).toContainText(orderNumber);
    await page.goto("/my-investar/manage-subscription");
    await expect(page.locator("#tool-subscription-heading + .subscription-card")).toContainText("EditionStandard");
  });

  test("a manual UPI payment shows its QR code before anything is submitted; the UTR follows on My Subscription; the admin finds it by UTR", async ({
    page,
    browser,
  }) => {
    await logInAsNewCustomer(page, "upi.manual");
    const panel = await chooseManualUpi(page);

    // First the QR code and the link, for the exact amount and an order number, with nothing submitted.
    const orderNumber = await expectUpiQrFor2941(panel);
    await expect(panel).toContainText("investar@hdfcbank");
    await expect(panel).toContainText("we activate your purchase usually within one working day");
    await expect(panel).not.toContainText("recorded");
    // Not a payment until the customer says so: My Subscription has nothing waiting.
    const other = await page.context().newPage();
    await other.goto("/my-investar/manage-subscription");
    await expect(other.getByRole("article", { name: `Order ${orderNumber}` })).toHaveCount(0);
    await other.close();

    // "I have paid" wants a well-formed UTR; "later" records it without one.
    await panel.getByRole("textbox", { name: "UPI transaction ID (UTR)" }).fill("12345");
    await panel.getByRole("button", { name: "I have paid", exact: true }).click();
    await expect(panel.getByText("The UPI transaction ID (UTR) should be 12 digits.")).toBeVisible();
    await panel.getByRole("button", { name: "I have paid, I'll add the UTR later" }).click();
    await expect(panel.getByRole("heading", { name: "Payment details received" })).toBeFocused();
    await expect(panel).toContainText(`We have recorded your UPI payment for order ${orderNumber}`);
    await expect(panel).toContainText("usually within one working day");

    // Later, on My Subscription: the UTR.
    const utr = `4${String(Date.now()).slice(-11)}`;
    await page.goto("/my-investar/manage-subscription");
    const card = page.getByRole("article", { name: `Order ${orderNumber}` });
    await expect(card.getByText("Awaiting verification")).toBeVisible();
    await expect(card).toContainText("Not given yet");
    await hydrated(page);
    await card.getByRole("textbox", { name: "Add the UPI transaction ID (UTR)" }).fill(utr.replace(/(\d{4})(?=\d)/g, "$1 "));
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByRole("textbox", { name: "Add the UPI transaction ID (UTR)" })).toHaveCount(0);
    await expect(card).toContainText(utr);

    // The admin finds it by the UTR on the bank statement.
    const { adminContext, admin } = await openManualPaymentsAsAdmin(browser);
    await admin.getByLabel("UTR, reference or order number").fill(utr);
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.getByRole("button", { name: `Open ${orderNumber}` }).click();
    const details = admin.getByRole("region", { name: "Payment details" });
    await expect(details).toContainText(orderNumber);
    await details.getByRole("button", { name: "Activate" }).click();
    await admin.getByRole("dialog", { name: "Activate this payment?" }).getByRole("button", { name: "Activate" }).click();
    await expect(admin.getByText(`Payment ${orderNumber} activated.`)).toBeVisible();
    await adminContext.close();
  });

  test("the admin is warned before activating a UPI payment that has no reference, and finds it by order number", async ({
    page,
    browser,
  }) => {
    await logInAsNewCustomer(page, "upi.noref");
    const panel = await chooseManualUpi(page);
    const qr = panel.getByRole("img", { name: /^UPI QR code/ });
    const orderNumber = /order (INV-\S+)$/.exec((await qr.getAttribute("alt"))!)![1]!;
    await panel.getByRole("button", { name: "I have paid, I'll add the UTR later" }).click();
    await expect(panel.getByRole("heading", { name: "Payment details received" })).toBeVisible();

    const { adminContext, admin } = await openManualPaymentsAsAdmin(browser);
    await admin.getByLabel("UTR, reference or order number").fill(orderNumber.toLowerCase());
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin.getByRole("row", { name: new RegExp(orderNumber) })).toContainText("No reference");
    await admin.getByRole("button", { name: `Open ${orderNumber}` }).click();
    const details = admin.getByRole("region", { name: "Payment details" });
    await details.getByRole("button", { name: "Activate" }).click();
    const dialog = admin.getByRole("dialog", { name: "Activate a payment with no reference?" });
    await expect(dialog).toContainText("The customer has given no reference (UTR) for this payment.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(details.getByText("Awaiting verification")).toBeVisible();
    await adminContext.close();
  });
});
