import { expect, type Locator } from "@playwright/test";

/** The manual UPI panel's QR code and app link for ₹2,941 (Standard quarterly); answers the order number they name. */
export async function expectUpiQrFor2941(panel: Locator): Promise<string> {
  const qr = panel.getByRole("img", { name: /^UPI QR code to pay ₹2,941 to Investar for order INV-\d{4}-[0-9A-Z]{10}$/ });
  await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  const orderNumber = /order (INV-\S+)$/.exec((await qr.getAttribute("alt"))!)![1]!;
  await expect(panel.getByRole("link", { name: "Pay ₹2,941 with a UPI app" })).toHaveAttribute(
    "href",
    `upi://pay?pa=investar@hdfcbank&pn=Investar%20(SAMPLE)&am=2941.00&cu=INR&tn=${orderNumber}`,
  );
  return orderNumber;
}
