import { expect, test, type Locator } from "@playwright/test";
import { accountMenuButton } from "./support/account-menu.ts";
import { newPayingCustomer } from "./support/checkout.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { openPaymentDetails } from "./support/payment-details.ts";
import { hydrated } from "./support/hydrated.ts";

/** docs/business-rules.md#profile-sections, #my-subscription-page and #wallet-in-words: the account pages as a customer (and the admin refunding them) meet them. */

/** How far down the page an element starts, in CSS pixels. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  return box!.y;
}

test("a paying customer's My Subscription puts the plan, its dates and invoices before any offer, with no trial or intraday box; the admin's refund goes back the way it was paid", async ({
  page,
  browser,
}) => {
  const { email, orderNumber } = await newPayingCustomer(page, "paying");

  await page.goto("/my-investar/manage-subscription");
  const desktop = page.getByRole("region", { name: "Desktop software" });
  await expect(desktop).toContainText("EditionStandard");
  await expect(desktop).toContainText(/Expiry date\d{1,2} \w{3} \d{4} Active/);
  const invoices = page.getByRole("region", { name: "Invoices" });
  await expect(invoices).toContainText(orderNumber);
  const offers = page.getByRole("region", { name: "Renew, upgrade or add data" });
  await expect(offers.getByRole("heading", { name: /^Renew Standard/ })).toBeVisible();

  // What the customer has comes first; the offers after it.
  const firstOffer = offers.getByRole("link", { name: /^Choose/ }).first();
  expect(await topOf(desktop)).toBeLessThan(await topOf(invoices));
  expect(await topOf(invoices)).toBeLessThan(await topOf(offers));
  expect(await topOf(invoices)).toBeLessThan(await topOf(firstOffer));

  // Only what applies: no trial wording on a paid plan, no intraday activation without intraday data.
  await expect(page.getByRole("main")).not.toContainText(/trial/i, { useInnerText: true });
  await expect(page.getByRole("region", { name: "Intraday activation" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Intraday activation" })).toHaveCount(0);

  // The admin opens the card payment: the refund form starts on "back the way it was paid".
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await submitAdminLogin(admin, "/admin/activate-manual-payment?isManualPayment=false");
  await expect(admin.getByRole("heading", { name: "Activate Manual Payments" })).toBeVisible();
  const details = await openPaymentDetails(admin, { email, name: "Priya Nair" }, orderNumber);
  await expect(details.getByRole("radio", { name: /^Back to the card or UPI through the gateway/ })).toBeChecked();
  await expect(details.getByRole("radio", { name: /^To the customer's wallet/ })).not.toBeChecked();
  await details.getByLabel("Reason (optional)").fill("Bought twice by mistake");
  await details.getByRole("button", { name: "Refund" }).click();
  const confirm = admin.getByRole("dialog", { name: "Refund this payment?" });
  await expect(confirm).toContainText(`of payment ${orderNumber} through the original payment method?`);
  await confirm.getByRole("button", { name: "Refund" }).click();
  // docs/business-rules.md#refunds: the gateway (the simulator) refunds it at once and gives its reference.
  await expect(
    admin.getByText(new RegExp(`^The gateway refunded ₹2,941 of ${orderNumber} \\(refund reference \\d{12}\\)\\.`)),
  ).toBeVisible();
  await expect(details.getByRole("table", { name: "Refunds" })).toContainText(/Refunded on .*\d{12}/);
  await adminContext.close();

  // The customer sees it on My Subscription; nothing went to the wallet.
  await page.goto("/my-investar/manage-subscription");
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText(/₹2,941.*Back the way it was paid.*Refunded on/);
  await page.goto("/my-investar/my-wallet");
  await expect(page.getByText("Your wallet is empty.")).toBeVisible();
});

test("My Wallet says in plain words what each credit pays for and whether it can be refunded, and lines its amounts up", async ({
  page,
}) => {
  await logInAsNewCustomer(page, "wallet.words");
  await page.goto("/my-investar/my-wallet");
  const kinds = page.getByRole("region", { name: "What each credit is" });
  const kind = (name: string) => kinds.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

  await expect(kind("Subscription credit")).toContainText("What it pays forDesktop and mobile subscriptions");
  await expect(kind("Subscription credit")).toContainText("Can it be refunded?No. It can't be paid out as money");
  await expect(kind("Cash credit")).toContainText("Where it comes fromMoney we refunded to your wallet");
  await expect(kind("Cash credit")).toContainText("What it pays forAt present it is not used to pay for subscriptions");
  await expect(kind("Cash credit")).toContainText("Can it be refunded?Yes. It is money you paid us");
  await expect(kind("Cash credit").getByRole("link", { name: "Ask support for it" })).toHaveAttribute("href", "/support");
  await expect(kind("General credit")).toContainText("Where it comes fromRewards for friends you referred");
  await expect(kind("General credit")).toContainText("Can it be refunded?No.");

  // Each amount ends where its column's heading ends: the figures line up on their last digit.
  const balances = page.getByRole("table", { name: "Wallet balances by kind of credit" });
  const rightEdges = await balances.evaluate((table: HTMLTableElement) =>
    [1, 2].map((column) =>
      [...table.rows].map((row) => {
        const range = document.createRange();
        range.selectNodeContents(row.cells[column]!);
        return Math.round(range.getBoundingClientRect().right);
      }),
    ),
  );
  for (const column of rightEdges) {
    expect(column).toHaveLength(5);
    expect(new Set(column).size, `right edges ${column.join(", ")}`).toBe(1);
  }
  await expect(balances.getByRole("cell", { name: "₹0" }).first()).toHaveCSS("font-variant-numeric", "tabular-nums");
});

test("leaving My Profile with an unsaved edit asks first; staying keeps the edit, and once saved the page leaves freely", async ({
  page,
}) => {
  await logInAsNewCustomer(page, "unsaved");
  await page.goto("/my-investar/my-profile");
  await hydrated(page);
  const member = page.getByRole("region", { name: "Member information" });
  await expect(member.getByText("Unsaved changes")).toHaveCount(0);
  await member.getByLabel("Full name").click();
  await member.getByLabel("Full name").fill("Priya Nair Menon");
  await expect(member.getByText("Unsaved changes")).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact information" }).getByText("Unsaved changes")).toHaveCount(0);

  // Leave through the account menu: the browser asks; staying keeps the edit.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await accountMenuButton(page).click();
  await page.getByRole("link", { name: "My Wallet" }).click();
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  await expect(page).toHaveURL(/\/my-investar\/my-profile$/);
  await expect(member.getByLabel("Full name")).toHaveValue("Priya Nair Menon");
  await expect(member.getByText("Unsaved changes")).toBeVisible();

  // Saved, nothing is left to lose: the page leaves without asking.
  await member.getByRole("button", { name: "Save member information" }).click();
  await expect(member.getByText("Unsaved changes")).toHaveCount(0);
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await accountMenuButton(page).click();
  await page.getByRole("link", { name: "My Wallet" }).click();
  await expect(page).toHaveURL(/\/my-investar\/my-wallet$/);
  expect(asked).toEqual(["beforeunload"]);
  await page.goto("/my-investar/my-profile");
  await expect(member.getByLabel("Full name")).toHaveValue("Priya Nair Menon");
});
