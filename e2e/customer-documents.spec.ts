import { readFile } from "node:fs/promises";
import { expect, test, type Download } from "@playwright/test";
import { financialYearAt } from "@investar/core";
import { newPayingCustomer } from "./support/checkout.ts";
import { mailsTo } from "./support/mailbox.ts";
import { submitAdminLogin } from "./support/admin-login.ts";
import { openPaymentDetails } from "./support/payment-details.ts";
import { expectAccessible } from "./support/accessibility.ts";

/** docs/business-rules.md#customer-statement and ADR 0039: a customer's documents, from the receipt to the year's statement. */

async function saved(download: Promise<Download>): Promise<{ name: string; body: Buffer }> {
  const file = await download;
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

test("a customer gets the invoice with the receipt, finds invoices and credit notes on My Subscription, and downloads the year's statement as PDF and CSV", async ({
  page,
  browser,
}) => {
  const { email, orderNumber } = await newPayingCustomer(page, "documents");

  // The receipt carries the tax invoice as a PDF.
  await expect
    .poll(
      async () =>
        (await mailsTo(email)).some(
          (mail) => mail.raw.includes(orderNumber) && /filename="?(TEST-)?[A-Z0-9]{1,3}-\d{2}-\d{2}-\d{6}\.pdf/.test(mail.raw),
        ),
      {
        timeout: 20_000,
        message: "the receipt with its invoice attached",
      },
    )
    .toBe(true);

  // Staff refund it to the wallet: a credit note is issued.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await submitAdminLogin(admin, "/admin/activate-manual-payment?isManualPayment=false");
  const details = await openPaymentDetails(admin, { email, name: "Priya Nair" }, orderNumber);
  await details.getByRole("radio", { name: /^To the customer's wallet/ }).check();
  await details.getByRole("button", { name: "Refund" }).click();
  await admin.getByRole("dialog", { name: "Refund this payment?" }).getByRole("button", { name: "Refund" }).click();
  await expect(admin.getByText(new RegExp(`Refunded .* of ${orderNumber}`))).toBeVisible();
  await adminContext.close();

  await page.goto("/my-investar/manage-subscription");
  const invoices = page.getByRole("region", { name: "Invoices" });
  const invoiceRow = invoices.getByRole("row", { name: /Tax invoice/ });
  await expect(invoiceRow).toContainText(orderNumber);
  await expect(invoices.getByRole("row", { name: /Credit note/ })).toContainText(orderNumber);
  const invoiceNumber = /[A-Z0-9]{1,3}\/\d{2}-\d{2}\/\d{6}/.exec(await invoiceRow.innerText())![0];
  const invoicePdf = await saved(
    Promise.all([page.waitForEvent("download"), invoices.getByRole("link", { name: /^Download Tax invoice/ }).click()]).then(([d]) => d),
  );
  expect(invoicePdf.name.replace(/^TEST-/, "")).toBe(`${invoiceNumber.replaceAll("/", "-")}.pdf`);
  expect(invoicePdf.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const notePdf = await saved(
    Promise.all([page.waitForEvent("download"), invoices.getByRole("link", { name: /^Download Credit note/ }).click()]).then(([d]) => d),
  );
  expect(notePdf.name).toMatch(/^(TEST-)?CN-\d{2}-\d{2}-\d{6}\.pdf$/);

  const year = financialYearAt(new Date());
  const statement = page.getByRole("region", { name: "Statement" });
  await expect(statement.getByLabel("Financial year")).toHaveValue(year);
  await expectAccessible(page);
  const pdf = await saved(
    Promise.all([page.waitForEvent("download"), statement.getByRole("button", { name: "Download PDF" }).click()]).then(([d]) => d),
  );
  expect(pdf.name).toBe(`Investar-statement-${year}.pdf`);
  expect(pdf.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const csv = await saved(
    Promise.all([page.waitForEvent("download"), statement.getByRole("button", { name: "Download CSV" }).click()]).then(([d]) => d),
  );
  expect(csv.name).toBe(`Investar-statement-${year}.csv`);
  const text = csv.body.toString("utf8");
  expect(text).toContain(`Tax invoice,${invoiceNumber},${orderNumber}`);
  expect(text).toContain(`Refund,,${orderNumber}`);
  expect(text).toContain("Less: credit notes (1)");
  await expect(page).toHaveURL(/\/my-investar\/manage-subscription$/);
});
