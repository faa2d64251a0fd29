import { expectAccessible } from "./support/accessibility.ts";
import { expect, test, type Page } from "@playwright/test";
import { pdfText } from "../apps/server/test/support/pdf-text.ts";
import { paymentConfirmation, previewedTotal, proceedToSimulator, simulate } from "./support/checkout.ts";
import { logInAsNewCustomer } from "./support/pricing.ts";

/**
 * docs/business-rules.md#billing-details, #billing-rules: a business buyer's legal name, address and GSTIN, entered at checkout, are on
 * the tax invoice; a consumer gives only their state (ADR 0040).
 */
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
    billing.getByText(
      "Printed on the invoice: your full name (your account's, if left empty), or your business's legal name as registered for GST.",
    ),
  ).toBeVisible();
  await expect(billing.getByText(/^For GST-registered businesses claiming input tax credit/)).toBeVisible();

  // Without a GSTIN the address is optional; with one it is required, as the invoice prints it. Paying with it missing goes
  // nowhere: the first field to correct is focused, with its message.
  const address = billing.getByRole("textbox", { name: "Address" });
  await expect(billing.getByLabel("Address (optional)")).toBeVisible();
  const gstin = billing.getByRole("textbox", { name: "GSTIN (optional)" });
  await gstin.fill("29AAGCB7383J1Z4");
  await expect(billing.getByLabel("Address", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Pay" }).click();
  await expect(address).toBeFocused();
  await expect(billing.getByText("With a GSTIN, enter the address of that registration: it is printed on the invoice.")).toBeVisible();

  await name.fill("Deshpande Traders LLP");
  await address.fill("3rd floor, 7 Laxmi Road");
  await billing.getByRole("combobox", { name: "State" }).selectOption("Karnataka");
  await billing.getByRole("textbox", { name: "City" }).fill("Bengaluru");
  await billing.getByRole("textbox", { name: "PIN code" }).fill("560001");

  // A mistyped GSTIN (its check character is wrong) is refused under its field, before anything is paid.
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
  await expectAccessible(page, { within: ".billing-details" });

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

test("a consumer gives only their state, pays through the simulator, and gets an invoice in their name with that place of supply", async ({
  page,
}) => {
  await logInAsNewCustomer(page, "billing.state", { billingDetails: false });
  await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");
  const billing = billingSection(page);
  for (const field of ["Name or legal business name", "Address", "City", "PIN code", "Phone"]) {
    await billing.getByRole("textbox", { name: field }).fill("");
    await expect(billing.getByLabel(`${field} (optional)`)).toBeVisible();
  }
  // The state is the one thing asked for: it is the place of supply.
  await page.getByRole("button", { name: "Proceed to Pay" }).click();
  const state = billing.getByRole("combobox", { name: "State" });
  await expect(state).toBeFocused();
  await expect(billing.getByText("Select a state.")).toBeVisible();
  await state.selectOption("Kerala");
  // A state alone is no address for the profile, which needs a city and PIN: nothing is offered.
  await expect(billing.getByRole("checkbox", { name: "Also save this address in my profile" })).toHaveCount(0);

  const { orderNumber } = await proceedToSimulator(page);
  await simulate(page, "Simulate success", orderNumber);
  const confirmation = paymentConfirmation(page, "Payment successful");
  const href = await confirmation.getByRole("link", { name: "Download invoice (PDF)" }).getAttribute("href");
  const text = pdfText(await (await page.request.get(href!)).body());
  for (const expected of ["Priya Nair", "Kerala, India", "State: Kerala (32)", "Place of supply\nKerala (32)", "IGST @ 18%"])
    expect(text).toContain(expected);

  // The next checkout shows what was given, and nothing in place of what was not.
  await previewedTotal(page, "product=Pro&plan=Annual&currency=INR");
  await expect(billingSection(page).locator("address")).toHaveText("Your account's nameKerala, India");
});

test("the manual payment form opens only once the billing details are complete, and the address can go into the profile", async ({
  page,
}) => {
  await logInAsNewCustomer(page, "billing.manual", { billingDetails: false });
  await previewedTotal(page, "product=Standard&plan=Quarter&currency=INR");
  const billing = billingSection(page);
  const manual = page.getByRole("button", { name: "Bank transfer or UPI QR (confirmed within one working day)" });
  await manual.click();
  await expect(billing.getByRole("combobox", { name: "State" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Bank transfer or UPI QR (confirmed within one working day)" })).toHaveCount(0);

  await billing.getByRole("textbox", { name: "Address" }).fill("5 Park Street");
  await billing.getByRole("combobox", { name: "State" }).selectOption("West Bengal");
  await billing.getByRole("textbox", { name: "City" }).fill("Kolkata");
  await billing.getByRole("textbox", { name: "PIN code" }).fill("700016");
  // The profile has no address yet: it is offered, ticked, and taken with the save.
  await expect(billing.getByRole("checkbox", { name: "Also save this address in my profile" })).toBeChecked();
  await manual.click();
  const panel = page.getByRole("region", { name: "Bank transfer or UPI QR (confirmed within one working day)" });
  await expect(panel.getByRole("heading", { name: "Bank transfer or UPI QR (confirmed within one working day)" })).toBeFocused();
  // Saved on the way: the section now shows them.
  await expect(billing).toContainText("5 Park Street");
  await expect(billing).toContainText("West Bengal, India");

  await page.goto("/my-investar/my-profile");
  await expect(page.getByRole("textbox", { name: "Address", exact: true })).toHaveValue("5 Park Street");
  await expect(page.getByRole("textbox", { name: "PIN code" })).toHaveValue("700016");
});
