/**
 * ADR 0003: "the engine in the browser bundle and the Quote call return identical summaries". The
 * pricing pages run core's quote() on the catalogue and subscription details their loader got
 * from the web services; here the same function on the same inputs is compared with the API's
 * answer for random selections, anonymous and logged in.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { BILLING_PLANS, quote, sampleCatalogue, selectionWithDefaults, summaryInUnits, type QuoteSelection } from "@investar/core";
import { schema } from "@investar/db";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { creditWallet } from "../src/features/wallet/services/credit-wallet.ts";
import { giveSubscription, PRICING_NOW, quoteCall, setTrialEnd } from "./support/pricing.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const RUNS = Math.max(300, Number(process.env.PARITY_RUNS ?? 0));

const t = suiteApp({ now: () => PRICING_NOW });
const proSubscriber = suiteUser(t);
const usdSubscriber = suiteUser(t);

beforeAll(async () => {
  const deps = t.app.deps;
  const p = proSubscriber.userId;
  await setTrialEnd(t, p, new Date("2025-06-01T00:00:00Z"));
  await giveSubscription(t, p, {
    baseProduct: "Pro",
    plan: "Quarter",
    expiryDate: "2026-06-20",
    addons: ["Intraday (NSE Cash 5-Min)"],
    licenseType: "Simultaneous",
    noOfLicenses: 2,
  });
  await giveSubscription(t, p, { kind: "mobile", baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-04-01" });
  await t.db.insert(schema.userSubscriptionDeals).values({ userId: p, itemId: "Pro", priceSetId: "INR_01_07_17", discountInPercent: 5 });
  await t.db
    .insert(schema.userPricingProfiles)
    .values({ userId: p, instituteDiscountPercent: 7.5, lastSubscriptionPlan: "Quarter", lastSubscriptionDiscountForDataAddon: true });
  await t.db
    .insert(schema.userDiscounts)
    .values({ userId: p, type: "RenewalDiscount", label: "Loyal customer", discountInPercent: 12, isForDataAddon: true });
  for (const [kind, amount] of [
    ["subscription", 500_00],
    ["cash", 100_00],
    ["general", 250_00],
  ] as const) {
    await creditWallet(deps, { userId: p, currency: "INR", kind, amount, reason: "Test credit" });
  }
  const u = usdSubscriber.userId;
  await setTrialEnd(t, u, null);
  await giveSubscription(t, u, {
    baseProduct: "Standard",
    plan: "Annual",
    expiryDate: "2026-03-12",
    licenseType: "NonSimultaneous",
    noOfLicenses: 3,
  });
  await creditWallet(deps, { userId: u, currency: "USD", kind: "general", amount: 10_00, reason: "Test credit" });
});

const ADDONS = sampleCatalogue.addons.map((addon) => addon.id);
const COUPONS = [...sampleCatalogue.coupons.map((coupon) => coupon.code), "nosuch"];

/** Quote bodies as the pricing page sends them: the three required fields, any of the others. */
const bodyArb = fc.record(
  {
    currency: fc.constantFrom("INR" as const, "USD" as const),
    product: fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom("Lite", "Basic", "Standard", "Standard", "Pro", "Pro") },
      { weight: 1, arbitrary: fc.constant("Ultra") },
    ),
    plan: fc.constantFrom(...BILLING_PLANS),
    addons: fc.subarray(ADDONS, { maxLength: 4 }),
    licenseType: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom("Simultaneous" as const, "NonSimultaneous" as const) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    noOfLicenses: fc.oneof({ weight: 4, arbitrary: fc.constant(1) }, { weight: 3, arbitrary: fc.integer({ min: 0, max: 6 }) }),
    portfolio: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(0, 0, 0, 5, 10, 25) }, { weight: 1, arbitrary: fc.constant(7) }),
    couponCode: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constantFrom(...COUPONS) }),
    useWallet: fc.boolean(),
    expiryMode: fc.oneof({ weight: 1, arbitrary: fc.constant(0 as const) }, { weight: 2, arbitrary: fc.constant(1 as const) }),
    isMobile: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    isRecurring: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  },
  { requiredKeys: ["currency", "product", "plan"] },
);

/** Mostly add-ons the product allows, so most bodies are priced rather than refused. */
const trimmedBodyArb = fc
  .tuple(bodyArb, fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 5, arbitrary: fc.constant(false) }))
  .map(([body, keepAll]) => {
    if (keepAll || !body.addons) return body;
    const allowed = (body.isMobile ? sampleCatalogue.mobile.productWiseAddons : sampleCatalogue.productWiseAddons)[body.product] ?? [];
    return { ...body, addons: body.addons.filter((id) => allowed.includes(id)) };
  });

const callerArb = fc.constantFrom<"anonymous" | "pro" | "usd">("anonymous", "anonymous", "pro", "pro", "usd");

/** Whole minor units become at most 2 decimals: nothing in a response may have more. */
function hasAtMostTwoDecimals(value: unknown): boolean {
  if (typeof value === "number") return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
  if (Array.isArray(value)) return value.every(hasAtMostTwoDecimals);
  if (value && typeof value === "object") return Object.values(value).every(hasAtMostTwoDecimals);
  return true;
}

describe("Quote API ≡ quote() in the browser", () => {
  it(`gives identical summaries and errors for ${RUNS} random selections`, async () => {
    const web = createWebServices(t.app.deps);
    const catalogue = await web.getPricingCatalogue();
    const details = {
      pro: await web.getSubscriptionDetails(proSubscriber.userId),
      usd: await web.getSubscriptionDetails(usdSubscriber.userId),
    };
    const seen = { priced: 0, refused: 0, kinds: new Set<string>() };
    await fc.assert(
      fc.asyncProperty(trimmedBodyArb, callerArb, async (body, caller) => {
        const user = caller === "pro" ? proSubscriber : caller === "usd" ? usdSubscriber : null;
        const res = await quoteCall(t, body, user?.auth ?? {});
        const selection: QuoteSelection = selectionWithDefaults(body);
        const local = quote(catalogue, caller === "anonymous" ? null : details[caller], selection, PRICING_NOW);
        if (local.ok) {
          seen.priced += 1;
          seen.kinds.add(local.summary.kind);
          expect(res.statusCode).toBe(200);
          const answered = res.json();
          expect(answered).toEqual(summaryInUnits(local.summary));
          expect(hasAtMostTwoDecimals(answered)).toBe(true);
        } else {
          seen.refused += 1;
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ code: local.error.code, message: local.error.message });
        }
      }),
      { numRuns: RUNS },
    );
    // The comparison means something only if many selections were priced, of every kind.
    expect(seen.priced).toBeGreaterThan(RUNS / 5);
    expect(seen.refused).toBeGreaterThan(0);
    expect([...seen.kinds].sort()).toEqual(["extension", "fresh", "renewal", "upgrade"]);
  }, 120_000);

  it("spends the logged-in caller's wallet in the order docs/business-rules.md#wallet-credit-order gives, and a USD wallet only on USD bills", async () => {
    const inr = (await quoteCall(t, { currency: "INR", product: "Pro", plan: "Quarter", useWallet: true }, proSubscriber.auth)).json();
    // Subscription credit first (₹500), cash credit skipped (not enabled in the seed), then general credit (₹250).
    expect(inr).toMatchObject({ subscrDed: 500, cashDed: 0, creditDed: 250, totalDeduction: 750 });
    expect(inr.total).toBe(inr.totalExcludingDeduction - 750);
    const usdOnInr = (
      await quoteCall(t, { currency: "INR", product: "Standard", plan: "Annual", useWallet: true }, usdSubscriber.auth)
    ).json();
    expect(usdOnInr.totalDeduction).toBe(0);
    const usd = (await quoteCall(t, { currency: "USD", product: "Standard", plan: "Annual", useWallet: true }, usdSubscriber.auth)).json();
    expect(usd).toMatchObject({ creditDed: 10, totalDeduction: 10 });
  });
});
