import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated.ts";
import { mailsTo } from "./support/mailbox.ts";
import { logInAsNewCustomer, money, serverQuote } from "./support/pricing.ts";
import { newAdminPage, openSection } from "./support/admin-login.ts";
import { expectAccessible } from "./support/accessibility.ts";
import { signUpAs } from "./support/sign-up.ts";
import { fillAndSubmit } from "./support/forms.ts";

const uniqueEmail = (label: string) => `${label}.${Date.now()}@example.in`;

test("the Pricing page shows the offers running now at the price checkout charges, and links to the standalone price list", async ({
  page,
}) => {
  await page.goto("/Pricing?currency=INR&plan=Annual");
  const offers = page.getByRole("region", { name: "Offers running now" });
  await expect(offers).toBeVisible();

  // The seeded scheme offer applies by itself (docs/business-rules.md#sample-prices: an Annual offer of 2 free months).
  const annual = offers.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Annual offer" }) });
  await expect(annual).toContainText("2 months free when you buy an annual plan of the desktop software.");
  await expect(annual).toContainText("2 months free added.");
  await expect(annual).toContainText("Applied automatically at checkout.");

  // The Master Trader coupon, as the Market Quest landing page promises it: Pro for a year, list price struck through.
  const quest = offers.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Market Quest offer" }) });
  const charged = await serverQuote(page, { product: "Pro", plan: "Annual", currency: "INR", couponCode: "TRADER15" });
  expect(charged.status).toBe(200);
  const offerPrice = money(charged.json.originalPrice - charged.json.discount, "INR");
  await expect(quest).toContainText("15% off with the Master Trader coupon.");
  // "list price" is visually hidden: what a screen reader says for the struck-through figure.
  await expect(quest.locator("s")).toHaveText("list price ₹11,950");
  await expect(quest.locator(".offer-price__amount")).toHaveText(offerPrice);
  await expect(quest).toContainText(`You save ${money(charged.json.discount, "INR")}.`);
  await expect(quest).toContainText("Enter the code TRADER15 at checkout. Ends 31 Dec 2030.");
  await expect(quest.getByRole("link", { name: "Claim the offer" })).toHaveAttribute(
    "href",
    "/Pricing/CustomizeSubscription?product=Pro&plan=Annual&currency=INR&couponCode=TRADER15",
  );
  // Switching the period shows the offer on that period.
  await page.getByRole("link", { name: /^Quarter/ }).click();
  await expect(quest).toContainText("Pro, quarterly:");
  await expect(quest.locator("s")).toHaveText("list price ₹3,495");
  await expectAccessible(page);

  await page.getByRole("link", { name: "standalone price list" }).click();
  await expect(page).toHaveURL(/\/Pricing\/StandalonePrices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Standalone price list" })).toBeVisible();
  // docs/business-rules.md#standalone-price-list: Standard (EOD) at ₹7,950, with 18% GST.
  const row = page.getByRole("row", { name: /Standard \(EOD\)/ });
  await expect(row).toContainText("₹7,950");
  await expect(row).toContainText("₹1,431");
  await expect(row).toContainText("₹9,381");
  await expectAccessible(page);

  // The landing page's promise is the same price.
  await page.goto("/lpage/2");
  const promise = page.getByRole("heading", { name: "Your Market Quest price" }).locator("..");
  await expect(promise.locator(".offer-price__amount")).toHaveText(offerPrice);
  await expect(promise).toContainText("TRADER15");
  await expect(promise).toContainText("The offer closes on 31 Dec 2030.");
});

test("a logged-in customer is shown the webinar discount open to them", async ({ page }) => {
  await logInAsNewCustomer(page, "webinar-offer");
  await page.goto("/Pricing?currency=INR");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Your webinar discount" }) });
  await expect(card).toContainText("20% off Basic, Standard and Pro, for attending our webinars.");
  await expect(card).toContainText("Enter the code WEBINAR20 at checkout.");
  await expect(card.getByRole("link", { name: "Claim the offer" })).toHaveAttribute("href", /couponCode=WEBINAR20/);
});

test("a visitor who signs up from the free-trial landing page is recorded with that page as the source", async ({ page, browser }) => {
  const email = uniqueEmail("landing");
  await page.goto("/lpage/1");
  await page.getByRole("link", { name: "Start my 7-day free trial" }).first().click();
  await expect(page).toHaveURL(/\/user\/sign-up\?src=lpage&landing=1$/);
  await hydrated(page);
  await signUpAs(page, { email: email, name: "Arjun Rao", mobile: "98450 12345" });
  await expect(page.getByText(`We have sent an activation link to ${email}`)).toBeVisible();

  const admin = await newAdminPage(browser);
  const adminContext = admin.context();
  await openSection(admin, "Campaign sign-ups");
  const signUp = admin.getByRole("row").filter({ hasText: email });
  await expect(signUp).toContainText("Arjun Rao");
  await expect(signUp).toContainText("Free-trial landing page (LPageInvestar)");
  await expectAccessible(admin);
  await adminContext.close();
});

test("the broker-partner form records a request, confirms it with a reference and mails it to the vendor", async ({ page }) => {
  const email = uniqueEmail("broker");
  await page.goto("/investar/broker-partner");
  const form = page.getByRole("form", { name: "Send the request" });
  await fillAndSubmit(
    form,
    {
      "Your email": email,
      Broker: "Sharekhan Securities",
      Message: "We have 40,000 active clients in equity and F&O and would like co-branded trials.",
    },
    "Send the request",
  );
  const confirmation = page.getByRole("status").filter({ has: page.getByTestId("support-reference") });
  await expect(confirmation).toBeVisible();
  const reference = (await page.getByTestId("support-reference").textContent())?.trim() ?? "";
  expect(reference).not.toBe("");
  await expect
    .poll(
      async () =>
        (await mailsTo(process.env.E2E_SUPPORT_EMAIL!)).some((mail) => mail.raw.includes(reference) && mail.raw.includes("Sharekhan")),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  await expect.poll(async () => (await mailsTo(email)).some((mail) => mail.raw.includes(reference)), { timeout: 20_000 }).toBe(true);
});
