import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/accessibility.ts";
import { hydrated } from "./support/hydrated.ts";
import { logInAsNewCustomer, settled, summaryPanel } from "./support/pricing.ts";

/**
 * docs/adr/0066-price-explanation-parts.md: "How this price is worked out" in Hindi on /hi CustomizeSubscription,
 * as the server renders it and as the browser re-renders it from the Quote answer's parts after a change; axe.
 */
test("a Hindi buyer reads how the price is worked out in Hindi, before and after changing the plan", async ({ page }) => {
  await logInAsNewCustomer(page, "hindi.explain");
  await page.goto("/hi/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
  await hydrated(page);
  await settled(page);
  const explanation = summaryPanel(page).locator(".quote-panel__explanation");
  await expect(explanation.getByRole("heading")).toBeVisible();
  await expect(explanation.getByRole("listitem").first()).toContainText("Standard का नया सब्सक्रिप्शन");
  await expect(explanation).toContainText("Standard, तिमाही प्लान (3 महीने): ₹2,493।");
  await expect(explanation).toContainText("₹2,493 पर 18% GST: ₹448 (पूरे रुपये में, नीचे की ओर)।");
  await expect(explanation).toContainText("कुल भुगतान: ₹2,941।");
  await expectAccessible(page);

  // Priced again by the Quote call and said in the browser from its parts, through the same catalogue.
  await page.getByRole("radio", { name: /^वार्षिक/ }).check();
  await settled(page);
  await expect(explanation).toContainText("Standard, वार्षिक प्लान (12 महीने): ₹");
  await expect(explanation).not.toContainText(/\b(?:plan|months?|To pay|Price before discount)\b/);
  await expectAccessible(page);
});
