/** Helpers of the pricing journeys (e2e/pricing.spec.ts): a logged-in customer, the Quote call, the price summary. */
import { expect, type Locator, type Page } from "@playwright/test";
import { formatMoney, type Currency } from "@investar/core";
import { linkFromMail } from "./mailbox.ts";

/** Billing details a customer who bought before has saved (docs/business-rules.md#billing-details): a buyer in Mumbai, without a GSTIN. */
export const SAVED_BILLING_DETAILS = {
  name: "Priya Nair",
  address: "12 Marine Drive",
  city: "Mumbai",
  state: "Maharashtra",
  pinCode: "400020",
  country: "India",
  phone: "9820012345",
  gstin: "",
};

/**
 * A new account, activated from its mail and logged in through the API: the browser context holds the
 * session cookie. Its billing details are saved as a returning buyer's are, so checkout goes straight to
 * paying; `billingDetails: false` leaves them to the page's form. Answers its email.
 */
export async function logInAsNewCustomer(page: Page, label: string, { billingDetails = true } = {}): Promise<string> {
  const email = `${label}.${Date.now()}@example.in`;
  const registered = await page.request.post("/api/auth/register", {
    data: { FullName: "Priya Nair", Email: email, Password: "", City: "", MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
  });
  expect(registered.ok()).toBe(true);
  const link = await linkFromMail(email, "Activate your Investar account", "/confirm-email?id=");
  const token = new URL(link).searchParams.get("id");
  const activated = await page.request.post("/api/auth/SetPassword", { data: { id: token, password: "Bullish2026run" } });
  expect(activated.ok()).toBe(true);
  if (billingDetails) {
    const { tokenString, Result } = (await activated.json()) as { tokenString: string; Result: string };
    const { id } = JSON.parse(Result) as { id: number };
    const saved = await page.request.post(`/api/payment/SetUserPaymentFormDetails?userId=${id}`, {
      data: SAVED_BILLING_DETAILS,
      headers: { authorization: `Bearer ${tokenString}` },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return email;
}

export interface QuoteBody {
  currency: Currency;
  product: string;
  plan: string;
  addons?: string[];
  licenseType?: string;
  noOfLicenses?: number;
  portfolio?: number;
  couponCode?: string;
  isMobile?: boolean;
}

interface ApiLine {
  Name: string;
  Total: number;
}

export interface ApiSummary {
  productAndAmounts: ApiLine[];
  originalPrice: number;
  discount: number;
  gst: number;
  total: number;
}

/** The Quote call for this customer (same session), as the server answers it. */
export async function serverQuote(
  page: Page,
  body: QuoteBody,
): Promise<{ status: number; json: ApiSummary & { code?: string; message?: string } }> {
  const response = await page.request.post("/api/payment/Quote", { data: body, headers: { origin: new URL(page.url()).origin } });
  return { status: response.status(), json: (await response.json()) as ApiSummary & { code?: string; message?: string } };
}

export const money = (units: number, currency: Currency) => formatMoney(Math.round(units * 100), currency);

/** The live summary, on the English page or its Hindi twin. */
export function summaryPanel(page: Page): Locator {
  return page.getByRole("region", { name: /^(Your price|आपकी कीमत)$/ });
}

/** The summary has been confirmed by the server: the page is hydrated and the Quote call answered. */
export async function settled(page: Page): Promise<void> {
  await expect(summaryPanel(page)).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
}

function amountOf(panel: Locator, label: string | RegExp): Locator {
  return panel.locator("tr", { has: panel.page().locator("th", { hasText: label }) }).locator("td");
}

/** Waits for the server's confirmation, then checks the summary shows what the Quote call answers. */
export async function expectSummaryToMatchServer(page: Page, body: QuoteBody): Promise<ApiSummary> {
  const panel = summaryPanel(page);
  await settled(page);
  const { status, json } = await serverQuote(page, body);
  expect(status, JSON.stringify(json)).toBe(200);
  await expect(amountOf(panel, /^Total to pay$/)).toHaveText(money(json.total, body.currency));
  await expect(amountOf(panel, /^Original price$/)).toHaveText(money(json.originalPrice, body.currency));
  await expect(amountOf(panel, /^GST/)).toHaveText(money(json.gst, body.currency));
  for (const line of json.productAndAmounts) {
    await expect(panel.locator("tr.summary-table__line", { hasText: line.Name }).locator("td")).toHaveText(
      money(line.Total, body.currency),
    );
  }
  await expect(panel.getByText(/differs from the one worked out in your browser/)).toHaveCount(0);
  return json;
}

/** A text to find at the start of an accessible description that goes on (a field's error, then its hint). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}`, "u");
}
