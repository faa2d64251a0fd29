import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { pdfText } from "../apps/server/test/support/pdf-text.ts";
import { paymentConfirmation, previewedTotal, proceedToSimulator, simulate } from "./support/checkout.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

/** docs/business-rules.md#billing-details: a business buyer's legal name and GSTIN, entered at checkout, are on the tax invoice. */
function billingSection(page: Page) {
  return page.getByRole("region", { name: "Billing details" });
}

test("a business enters its GSTIN and legal name in billing details, pays through the simulator, and finds both on its invoice", async ({
  page,
}) => {
  await logInAsNewCustomer(page, "billing.gstin", { billingDetails: false });
  await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");

  // Nothing saved yet: the form is open, with what the account already knows.
  const billing = billingSection(page);
  const name = billing.getByRole("textbox", { name: "Name or legal business name" });
  await expect(name).toHaveValue("Priya Nair");
  await expect(billing.getByRole("textbox", { name: "Phone" })).toHaveValue("9820012345");
  await expect(
    billing.getByText("Printed on the invoice: your full name, or your business's legal name as registered for GST."),
  ).toBeVisible();
  await expect(billing.getByText(/^For GST-registered businesses claiming input tax credit/)).toBeVisible();

  // Paying with the address missing goes nowhere: the first field to correct is focused, with its message.
  await page.getByRole("button", { name: "Proceed to Pay" }).click();
  const address = billing.getByRole("textbox", { name: "Address" });
  await expect(address).toBeFocused();
  await expect(billing.getByText("Address is required.")).toBeVisible();

  await name.fill("Deshpande Traders LLP");
  await address.fill("3rd floor, 7 Laxmi Road");
  await billing.getByRole("combobox", { name: "State" }).selectOption("Karnataka");
  await billing.getByRole("textbox", { name: "City" }).fill("Bengaluru");
  await billing.getByRole("textbox", { name: "PIN code" }).fill("560001");

  // A mistyped GSTIN (its check character is wrong) is refused under its field, before anything is paid.
  const gstin = billing.getByRole("textbox", { name: "GSTIN (optional)" });
  await gstin.fill("29AAGCB7383J1Z5");
  await page.getByRole("button", { name: "Proceed to Pay" }).click();
  await expect(gstin).toBeFocused();
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  await expect(billing.locator("#billing-gstin-error")).toHaveText("This GSTIN's last character does not match the rest; please check it.");
  // A GSTIN of another state than the address's is refused too, naming the state it is registered in.
  await gstin.fill("27AAPFU0939F1ZV");
  await gstin.blur();
  await expect(billing.locator("#billing-gstin-error")).toHaveText(
    "This GSTIN is registered in Maharashtra, not Karnataka: give the address of that registration.",
  );
  const axe = await new AxeBuilder({ page }).include(".billing-details").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // Typed in lower case with a space, as people do: saved in the GSTIN's own form.
  await gstin.fill("29aagcb7383j1z4 ");
  await expect(billing.locator("#billing-gstin-error")).toHaveCount(0);
  const { orderNumber } = await proceedToSimulator(page);
  await simulate(page, "Simulate success", orderNumber);

  const confirmation = paymentConfirmation(page, "Payment successful");
  const href = await confirmation.getByRole("link", { name: "Download invoice (PDF)" }).getAttribute("href");
  const invoice = await page.request.get(href!);
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await invoice.body());
  for (const expected of [
    "Deshpande Traders LLP",
    "3rd floor, 7 Laxmi Road",
    "Bengaluru 560001",
    "GSTIN: 29AAGCB7383J1Z4",
    "State: Karnataka (29)",
    "Place of supply\nKarnataka (29)",
    "IGST @ 18%",
  ])
    expect(text).toContain(expected);

  // The next checkout remembers them: a summary to check, and a button to change it.
  await previewedTotal(page, "product=Pro&plan=Annual&currency=INR");
  await expect(billingSection(page)).toContainText("Deshpande Traders LLP");
  await expect(billingSection(page)).toContainText("GSTIN: 29AAGCB7383J1Z4");
  await expect(billingSection(page).getByRole("button", { name: "Edit billing details" })).toBeVisible();
});

test("the manual payment form opens only once the billing details are complete", async ({ page }) => {
  await logInAsNewCustomer(page, "billing.manual", { billingDetails: false });
  await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");
  const billing = billingSection(page);
  const manual = page.getByRole("button", { name: "Bank transfer or UPI QR (confirmed within one working day)" });
  await manual.click();
  await expect(billing.getByRole("textbox", { name: "Address" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Bank transfer or UPI QR (confirmed within one working day)" })).toHaveCount(0);

  await billing.getByRole("textbox", { name: "Address" }).fill("5 Park Street");
  await billing.getByRole("combobox", { name: "State" }).selectOption("West Bengal");
  await billing.getByRole("textbox", { name: "City" }).fill("Kolkata");
  await billing.getByRole("textbox", { name: "PIN code" }).fill("700016");
  await manual.click();
  const panel = page.getByRole("region", { name: "Bank transfer or UPI QR (confirmed within one working day)" });
  await expect(panel.getByRole("heading", { name: "Bank transfer or UPI QR (confirmed within one working day)" })).toBeFocused();
  // Saved on the way: the section now shows them.
  await expect(billing).toContainText("5 Park Street");
  await expect(billing).toContainText("West Bengal, India");
});
