import { expectAccessible } from "./support/accessibility.ts";
import { expect, test } from "@playwright/test";
import { submitAdminLogin } from "./support/admin-login.ts";
import { previewedTotal, proceedToSimulator, simulate } from "./support/checkout.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";
import { downloadedCsvLines, downloadedText } from "./support/downloads.ts";

// docs/business-rules.md#gst-returns, ADR 0037: staff pick a month and take its return, CSVs and Tally vouchers.
test("staff see the month's GSTR-1 summary after a sale and download the return, a table and the Tally vouchers", async ({
  page,
  browser,
}) => {
  // A purchase and then the back office, on one shared machine: more than one page's worth of time.
  test.slow();
  const customer = await (await browser.newContext()).newPage();
  await logInAsNewCustomer(customer, "gst.buyer");
  await previewedTotal(customer, "product=Standard&plan=Quarter&currency=INR");
  const { orderNumber } = await proceedToSimulator(customer);
  await simulate(customer, "Simulate success", orderNumber);
  await customer.context().close();

  await submitAdminLogin(page, "/admin/gst");
  await expect(page.getByRole("heading", { name: "GST returns", level: 1 })).toBeVisible();
  const summary = page.getByRole("region", { name: /^GSTR-1 for / });
  await expect(summary.getByRole("rowheader", { name: /B2C small/ })).toBeVisible();
  // The sale is an intra-state B2C one: its row counts at least that document.
  await expect(
    summary
      .getByRole("row", { name: /B2C small/ })
      .getByRole("cell")
      .first(),
  ).not.toHaveText("0");
  await expectAccessible(page);

  const ret = JSON.parse(await downloadedText(page, summary.getByRole("link", { name: "GSTR-1 JSON for the offline tool" }))) as {
    gstin: string;
    b2cs?: unknown[];
    doc_issue?: unknown;
  };
  expect(ret.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
  expect(ret.b2cs?.length).toBeGreaterThan(0);

  const lines = await downloadedCsvLines(page, summary.getByRole("link", { name: "HSN/SAC summary B2C (CSV)" }));
  expect(lines[0]).toContain("HSN,Description,UQC");
  expect(lines[1]).toContain("997331");

  expect(await downloadedText(page, page.getByRole("link", { name: /^Tally vouchers for / }))).toContain(
    "<TALLYREQUEST>Import Data</TALLYREQUEST>",
  );

  // The picker offers no month before GST; asked for one, the page says why there is no return.
  await expect(page.getByLabel("Tax period")).toHaveAttribute("min", "2017-07");
  await page.goto("/admin/gst?month=2017-06");
  await expect(page.getByRole("alert")).toContainText("GST began in July 2017");

  // The back office's home links to the page.
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: "GST returns" })).toHaveAttribute("href", "/admin/gst");
});
