import { expect, test, type Page } from "@playwright/test";
import { gstinCheckCharacter, indiaToday } from "@investar/core";
import { SAVED_BILLING_DETAILS } from "./support/pricing.ts";
import { linkFromMail } from "./support/mailbox.ts";
import { logInAsAdmin, newAdminPage } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { hydrated } from "./support/hydrated.ts";

/** A GSTIN of Maharashtra no other journey uses: a fresh PAN-shaped middle and its check character. */
function freshGstin(): string {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  const first14 = `27${pick()}${pick()}${pick()}P${pick()}${digits}${pick()}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** A customer with a GSTIN in their billing details who declares a NEFT payment for Standard quarterly (₹2,941); answers the UTR. */
async function customerWhoPaidByNeft(page: Page, gstin: string): Promise<{ email: string; utr: string }> {
  const email = `search.${Date.now()}@example.in`;
  const registered = await page.request.post("/api/auth/register", {
    data: { FullName: "Kavya Rao", Email: email, Password: "", City: "", MobileNo: "9820054321", RegSrc: "Normal", AgeConfirmed: true },
  });
  expect(registered.ok()).toBe(true);
  const token = new URL(await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=")).searchParams.get("id");
  const activated = await page.request.post("/api/auth/SetPassword", { data: { id: token, password: "Bullish2026run" } });
  const { tokenString, Result } = (await activated.json()) as { tokenString: string; Result: string };
  const { id } = JSON.parse(Result) as { id: number };
  const auth = { authorization: `Bearer ${tokenString}` };
  const billing = await page.request.post(`/api/payment/SetUserPaymentFormDetails?userId=${id}`, {
    data: { ...SAVED_BILLING_DETAILS, name: "Kavya Rao Traders", gstin },
    headers: auth,
  });
  expect(billing.ok(), await billing.text()).toBe(true);
  const utr = `N${String(Date.now()).slice(-15).padStart(15, "7")}`;
  const paid = await page.request.post("/api/payment/SetUsersManualPayment", {
    data: {
      userId: id,
      paymentGateway: "ManualPayment",
      selItems: { currency: "INR", product: "Standard", plan: "Quarter" },
      form: { mode: "Online Transfer NEFT", reference: utr, amount: "2941", paymentDate: indiaToday(new Date()), bankName: "HDFC Bank" },
    },
    headers: auth,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { email, utr };
}

async function search(admin: Page, text: string) {
  await admin.goto("/admin/users");
  await hydrated(admin);
  await admin.getByRole("searchbox", { name: /invoice or credit-note number/ }).fill(text);
  await admin.getByRole("button", { name: "Search" }).click();
}

test("staff match a NEFT payment with the bank statement in the payment queue, then find the customer by UTR, invoice number and GSTIN from the one search box", async ({
  page,
  browser,
}) => {
  const gstin = freshGstin();
  const { email, utr } = await customerWhoPaidByNeft(page, gstin);

  const admin = await newAdminPage(browser);
  const adminContext = admin.context();

  // The payment queue: the statement's line ticks the payment, and one action activates it.
  await admin.goto("/admin/payment-queue");
  await hydrated(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Payment queue" })).toBeVisible();
  await admin.getByLabel("Statement lines (CSV)").fill(`UTR,Amount\n${utr.slice(0, 6)} ${utr.slice(6)},"2,941.00"`);
  await admin.getByRole("button", { name: "Tick the matching payments" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "1 statement line read; 1 payment matches and is ticked." })).toBeVisible();
  const row = admin.getByRole("row", { name: new RegExp(utr) });
  await expect(row.getByRole("checkbox")).toBeChecked();
  await expectAccessible(admin);
  await admin.getByRole("button", { name: /^Activate \d+ ticked payments?$/ }).click();
  const dialog = admin.getByRole("dialog", { name: /^Activate \d+ payments?\?$/ });
  await dialog.getByRole("button", { name: "Activate" }).click();
  await expect(admin.getByRole("status").filter({ hasText: /^\d+ activated/ })).toBeVisible();
  await expect(admin.getByRole("row", { name: new RegExp(utr) })).toHaveCount(0);

  // By the UTR as the statement prints it: straight to the customer's page.
  await search(admin, `${utr.slice(0, 6).toLowerCase()} ${utr.slice(6)}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Kavya Rao" })).toBeVisible();
  const customerPage = admin.url().replace(/#.*$/, "");
  expect(customerPage).toMatch(/\/admin\/users\/\d+$/);
  const invoices = admin.getByRole("region", { name: "Invoices" });
  const invoiceNumber = (await invoices
    .getByText(/^[A-Z0-9]{1,3}\/\d{2}-\d{2}\/\d{6}$/)
    .first()
    .textContent())!.trim();

  // Notes and the timeline are on the customer's page.
  const notes = admin.getByRole("region", { name: "Staff notes" });
  await hydrated(admin);
  await notes.getByLabel(/New note/).fill("Called on 3 March: wants the invoice with the GSTIN.");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("status").first()).toHaveText("Note added.");
  await expect(notes.getByRole("list", { name: "Notes, newest first" })).toContainText("Called on 3 March");
  const timeline = admin.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(`Tax invoice ${invoiceNumber} issued`);
  await expect(timeline).toContainText("manual-payment-activated");
  await expectAccessible(admin);

  // By the invoice number, and by the GSTIN typed in lower case: the same customer, by the number at the invoice
  // list's page that starts with it.
  await search(admin, invoiceNumber);
  await expect(admin.getByRole("heading", { level: 1, name: "Kavya Rao" })).toBeVisible();
  expect(admin.url().replace(/[?#].*$/, "")).toBe(customerPage);
  await expect(invoices.getByRole("row").nth(1)).toContainText(invoiceNumber);
  await search(admin, gstin.toLowerCase());
  await expect(admin.getByRole("heading", { level: 1, name: "Kavya Rao" })).toBeVisible();
  expect(admin.url().replace(/#.*$/, "")).toBe(customerPage);

  // Nothing found: said plainly.
  await search(admin, "INV/99-00/999999");
  await expect(admin.getByRole("status").filter({ hasText: "Nothing matches “INV/99-00/999999”" })).toBeVisible();
  expect(email).toContain("@");
  await adminContext.close();
});

test("a price change shows its before → after and asks for confirmation; scheduled for a later day, today's price stays", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto("/admin/catalogue");
  await hydrated(page);
  const prices = page.getByRole("form", { name: "Prices of one licence for one period" });
  await prices.getByLabel("Price set", { exact: true }).selectOption("INR");
  await prices.getByRole("textbox", { name: "Standard, Quarter, INR" }).fill("2600");
  await prices.getByRole("button", { name: "Review changes" }).click();

  const review = page.getByRole("region", { name: "Check the change before saving it" });
  await expect(review.getByRole("row", { name: /Standard/ })).toContainText("₹2,493 → ₹2,600");
  await expect(review).toContainText("/Pricing");
  await expect(review).toContainText("New purchases are priced at these amounts from");
  await expectAccessible(page);
  // Not confirmed: nothing is saved.
  await review.getByRole("button", { name: "Back to editing" }).click();
  await expect(review).toHaveCount(0);

  // Scheduled instead, far ahead: confirmed, saved in a new dated set, and today's price is unchanged.
  await prices.getByRole("radio", { name: /From a later day/ }).check();
  await prices.getByLabel("New purchases are priced at them from").fill("2090-01-01");
  await prices.getByRole("button", { name: "Review changes" }).click();
  await expect(review).toContainText("A new price set INR_01_01_90 starts on 1 January 2090 as a copy of INR");
  await expect(review.getByRole("row", { name: /Standard/ })).toContainText("₹2,493 → ₹2,600");
  await review.getByRole("button", { name: "Confirm and schedule" }).click();
  await expect(prices.getByRole("status")).toHaveText("1 prices scheduled from 2090-01-01 in INR_01_01_90.");
  const quote = await page.request.post("/api/payment/Quote", {
    data: { currency: "INR", product: "Standard", plan: "Quarter" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(((await quote.json()) as { productAndAmounts: { Total: number }[] }).productAndAmounts[0]!.Total).toBe(2493);
});
