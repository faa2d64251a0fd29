/**
 * A quote selection in a URL and back: links from the price lists and My Subscription pre-select
 * CustomizeSubscription (`?product=Standard&plan=Quarter&currency=INR&addons=…`), and the page
 * keeps the URL in step so a reload, a shared link or the login round trip keeps the choice.
 * Query keys match in any letter case, as the API's do.
 */
import {
  BILLING_PLANS,
  EXPIRY_MODE,
  LICENSE_TYPES,
  selectionWithDefaults,
  type BillingPlan,
  type Catalogue,
  type Currency,
  type QuoteSelection,
} from "@investar/core";

export const DEFAULT_PLAN: BillingPlan = "Quarter";
export const CUSTOMIZE_PATH = "/Pricing/CustomizeSubscription";

/** Values of a query key, whatever its letter case. */
export function queryValues(params: URLSearchParams, key: string): string[] {
  const wanted = key.toLowerCase();
  const values: string[] = [];
  for (const [name, value] of params) if (name.toLowerCase() === wanted) values.push(value);
  return values;
}

export function queryValue(params: URLSearchParams, key: string): string | null {
  return queryValues(params, key)[0] ?? null;
}

function matchIgnoringCase<T extends string>(value: string | null, options: readonly T[]): T | null {
  if (value === null) return null;
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

export function currencyFromQuery(params: URLSearchParams): Currency | null {
  return matchIgnoringCase(queryValue(params, "currency"), ["INR", "USD"] as const);
}

export function planFromQuery(params: URLSearchParams): BillingPlan | null {
  return matchIgnoringCase(queryValue(params, "plan"), BILLING_PLANS);
}

const isTrue = (value: string | null): boolean => value !== null && ["true", "1", "yes"].includes(value.trim().toLowerCase());

/** A whole number from the query; `fallback` when absent or not a number (the engine judges the range). */
function numberFrom(value: string | null, fallback: number): number {
  if (value === null || value.trim() === "") return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/**
 * The selection a URL asks for. Unknown products and add-ons are kept as written, so the page
 * shows the engine's message about them instead of silently choosing something else; a missing
 * or unknown plan or currency falls back to Quarter and the visitor's currency. Without a
 * product the default package (desktop) or the first mobile package is selected.
 */
export function selectionFromQuery(params: URLSearchParams, catalogue: Catalogue, fallbackCurrency: Currency): QuoteSelection {
  const isMobile = isTrue(queryValue(params, "isMobile"));
  const channel = isMobile ? catalogue.mobile : catalogue;
  const productIds = catalogue.products.filter((product) => channel.prices[product.id]).map((product) => product.id);
  const addonIds = catalogue.addons.map((addon) => addon.id);
  const requested = queryValue(params, "product");
  const fallbackPackage = isMobile
    ? (catalogue.mobile.packages.find((pkg) => pkg.Flag !== null) ?? catalogue.mobile.packages[0])
    : catalogue.defaultPackage;
  const product =
    requested === null
      ? (fallbackPackage?.BaseProduct ?? productIds[0] ?? "")
      : (matchIgnoringCase(requested, productIds) ?? requested.trim());
  const requestedAddons = queryValues(params, "addons").filter((value) => value.trim() !== "");
  const addons =
    requested === null ? (fallbackPackage?.Addons ?? []) : requestedAddons.map((id) => matchIgnoringCase(id, addonIds) ?? id.trim());
  const expiry = queryValue(params, "expiryMode")?.trim().toLowerCase();
  const coupon = queryValue(params, "couponCode")?.trim() ?? "";
  return selectionWithDefaults({
    currency: currencyFromQuery(params) ?? fallbackCurrency,
    product,
    plan: planFromQuery(params) ?? DEFAULT_PLAN,
    addons: [...new Set(addons)],
    licenseType: matchIgnoringCase(queryValue(params, "licenseType"), LICENSE_TYPES),
    noOfLicenses: numberFrom(queryValue(params, "noOfLicenses"), 1),
    portfolio: numberFrom(queryValue(params, "portfolio"), 0),
    couponCode: coupon === "" ? null : coupon,
    useWallet: isTrue(queryValue(params, "useWallet")),
    expiryMode: expiry === "0" || expiry === "sameexpirydate" ? EXPIRY_MODE.sameExpiryDate : EXPIRY_MODE.extendExpiryDate,
    isMobile,
  });
}

export type SelectionLink = Pick<QuoteSelection, "product" | "plan" | "currency"> & Partial<QuoteSelection>;

/** The query for a selection: product, plan and currency always, everything else only when not the default. */
export function selectionToQuery(selection: SelectionLink): URLSearchParams {
  const full = selectionWithDefaults(selection);
  const query = new URLSearchParams({ product: full.product, plan: full.plan, currency: full.currency });
  for (const addon of full.addons) query.append("addons", addon);
  if (full.licenseType !== null) query.set("licenseType", full.licenseType);
  if (full.noOfLicenses !== 1) query.set("noOfLicenses", String(full.noOfLicenses));
  if (full.portfolio !== 0) query.set("portfolio", String(full.portfolio));
  if (full.couponCode !== null) query.set("couponCode", full.couponCode);
  if (full.useWallet) query.set("useWallet", "true");
  if (full.expiryMode === EXPIRY_MODE.sameExpiryDate) query.set("expiryMode", "0");
  if (full.isMobile) query.set("isMobile", "true");
  return query;
}

/** Link to CustomizeSubscription with this selection pre-selected. */
export function customizeHref(selection: SelectionLink): string {
  return `${CUSTOMIZE_PATH}?${selectionToQuery(selection).toString()}`;
}
