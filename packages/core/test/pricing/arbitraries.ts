/** fast-check generators of catalogues' customers: selections, subscription details and instants. */
import fc from "fast-check";
import {
  addDays,
  BILLING_PLANS,
  sampleCatalogue,
  type Catalogue,
  type DiscountRule,
  type QuoteSelection,
  type Subscr,
  type SubscrDetail,
  type UserSubscriptionDetails,
} from "../../src/pricing/index.ts";

const PRODUCTS = sampleCatalogue.products.map((product) => product.id);
const ADDONS = sampleCatalogue.addons.map((addon) => addon.id);
const PRICE_SETS = sampleCatalogue.priceSets.map((set) => set.id);
const COUPONS = sampleCatalogue.coupons.map((coupon) => coupon.code);

const plan = fc.constantFrom(...BILLING_PLANS);
/** Paid editions more often than Lite and Basic, which have few add-ons. */
const productArb = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom("Lite", "Basic") },
  { weight: 4, arbitrary: fc.constantFrom("Standard", "Pro") },
);
const percentage = fc.integer({ min: 0, max: 120 }).map((halves) => halves / 2); // 0 to 60, in steps of 0.5

/** The sample catalogue, with cash credit on or off. */
export const catalogueArb: fc.Arbitrary<Catalogue> = fc.boolean().map((cashCreditEnabled) => ({ ...sampleCatalogue, cashCreditEnabled }));

/**
 * Subscription dates and `now` are both drawn around one anchor day, independently (cheaper
 * than chaining), so expiries fall before, around and well after now.
 */
const ANCHOR = "2025-01-01";
const DAY_MS = 86_400_000;
export const nowArb = fc
  .integer({ min: -40 * DAY_MS, max: 40 * DAY_MS })
  .map((offset) => new Date(Date.parse(`${ANCHOR}T00:00:00Z`) + offset));
const dayAround = (min: number, max: number) => fc.integer({ min, max }).map((days) => addDays(ANCHOR, days));

/** Mostly valid selections: add-ons are later cut down to those the product allows. */
export const selectionArb: fc.Arbitrary<QuoteSelection> = fc.record({
  currency: fc.constantFrom("INR" as const, "USD" as const),
  product: productArb,
  plan,
  addons: fc.subarray(ADDONS, { maxLength: 4 }),
  licenseType: fc.constantFrom("Simultaneous" as const, "NonSimultaneous" as const),
  noOfLicenses: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 2, arbitrary: fc.integer({ min: 2, max: 8 }) }),
  portfolio: fc.constantFrom(0, 0, 0, 5, 10, 25),
  couponCode: fc.constantFrom(null, null, null, null, ...COUPONS),
  useWallet: fc.boolean(),
  expiryMode: fc.oneof({ weight: 1, arbitrary: fc.constant(0 as const) }, { weight: 2, arbitrary: fc.constant(1 as const) }),
  isMobile: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  isRecurring: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

/** Keeps only add-ons the product may have, so most generated selections are valid. */
export function allowedOnly(catalogue: Catalogue, selection: QuoteSelection): QuoteSelection {
  const allowed = (selection.isMobile ? catalogue.mobile.productWiseAddons : catalogue.productWiseAddons)[selection.product] ?? [];
  return { ...selection, addons: selection.addons.filter((id) => allowed.includes(id)) };
}

const ruleArb: fc.Arbitrary<DiscountRule> = fc.record({
  id: fc.constant("generated"),
  label: fc.constant("Generated rule"),
  CurrentPlan: fc.option(plan),
  TargetPlan: fc.option(plan),
  IsForActiveUsers: fc.constantFrom(0 as const, 1 as const, 2 as const),
  IsForTool: fc.constantFrom(0 as const, 1 as const, 2 as const),
  FreeMonth: fc.integer({ min: 0, max: 3 }),
  DiscountInPercent: percentage,
  CouponCode: fc.constant(null),
  IsForDataAddon: fc.boolean(),
  validFrom: fc.constant(null),
  validUntil: fc.constant(null),
});

/** A subscription expiring between two months before the anchor and well over a year after. */
function subscrArb(): fc.Arbitrary<Subscr> {
  return fc.record({
    BaseProduct: productArb,
    Addons: fc.subarray(ADDONS, { maxLength: 3 }),
    Plan: plan,
    ExpiryDate: fc.option(dayAround(-60, 480), { freq: 8 }),
    LicenseType: fc.constantFrom("Simultaneous" as const, "NonSimultaneous" as const),
    NoOfLicenses: fc.integer({ min: 1, max: 6 }),
    IsSubscribed: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    isMobileFree: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });
}

const money = fc.integer({ min: 0, max: 5_000_000 });

/** Zero or one rule: enough to exercise every path, and cheap to generate. */
const rulesArb = fc.option(ruleArb, { freq: 2 }).map((rule) => (rule ? [rule] : []));

/** Recorded deals for some of the products and a couple of add-ons. */
const dealArb = fc.record({ PriceSet: fc.constantFrom(...PRICE_SETS), DiscountInPercent: percentage });
const dealsArb: fc.Arbitrary<Record<string, SubscrDetail>> = fc
  .record(Object.fromEntries([...PRODUCTS, ...ADDONS.slice(0, 2)].map((id) => [id, dealArb])), { requiredKeys: [] })
  .map((deals) => Object.fromEntries(Object.entries(deals).flatMap(([id, deal]) => (deal ? [[id, deal]] : []))));

export function subscriptionArb(): fc.Arbitrary<UserSubscriptionDetails | null> {
  const details: fc.Arbitrary<UserSubscriptionDetails> = fc.record({
    ToolSubscr: fc.option(subscrArb(), { freq: 5 }),
    MobileSubscr: fc.option(subscrArb()),
    TrialEndDate: fc.option(dayAround(-50, 50)),
    SubscrDetails: dealsArb,
    WalletDetails: fc.option(
      fc.record({ currency: fc.constantFrom("INR" as const, "USD" as const), SubscrCredit: money, CashCredit: money, Credit: money }),
      { freq: 5 },
    ),
    RenewalDiscounts: rulesArb,
    SchemeDiscounts: rulesArb,
    InstituteDiscountPercent: fc.oneof(fc.constant(0), percentage),
    WebinarDiscounts: rulesArb,
    LastSubscriptionPlan: fc.option(plan),
    LastSubscriptionDiscountForDataAddon: fc.boolean(),
  });
  return fc.option(details, { freq: 6 });
}

/** How much of the current subscription a selection repeats: without it most orders would be unrelated changes. */
const followArb = fc.option(fc.record({ product: fc.boolean(), plan: fc.boolean(), addons: fc.boolean() }), { freq: 3 });

/** Everything a quote needs. */
export const quoteInputArb = fc
  .tuple(catalogueArb, nowArb, selectionArb, subscriptionArb(), followArb)
  .map(([catalogue, now, generated, subscription, follow]) => {
    const current = generated.isMobile ? subscription?.MobileSubscr : subscription?.ToolSubscr;
    let selection = generated;
    if (current && follow) {
      selection = {
        ...generated,
        product: follow.product ? current.BaseProduct : generated.product,
        plan: follow.plan ? current.Plan : generated.plan,
        addons: follow.addons ? [...new Set([...current.Addons, ...generated.addons])] : generated.addons,
      };
    }
    return { catalogue, now, subscription, selection: allowedOnly(catalogue, selection) };
  });
