/**
 * What the customer picked on the pricing page, and the checks that need only the catalogue
 * (the checks against their current subscription are in changes.ts).
 */
import { isCurrency, type Currency } from "../money.ts";
import {
  findAddon,
  findProduct,
  isBillingPlan,
  LICENSE_TYPES,
  type Addon,
  type BillingPlan,
  type Catalogue,
  type LicenseType,
  type Product,
} from "./catalogue.ts";
import { EXPIRY_MODE, type ExpiryMode } from "./dates.ts";
import { pricingError, type PricingError } from "./errors.ts";

export interface QuoteSelection {
  currency: Currency;
  /** Product id: "Lite", "Basic", "Standard", "Pro". */
  product: string;
  plan: BillingPlan;
  /** Add-on ids, each at most once. */
  addons: readonly string[];
  /** Needed when noOfLicenses > 1. */
  licenseType: LicenseType | null;
  /** Total licences after this purchase (current ones included), 1 or more. */
  noOfLicenses: number;
  /** Portfolio package Number; 0 for none. */
  portfolio: number;
  couponCode: string | null;
  useWallet: boolean;
  /** Only matters with a subscription in service; see dates.ts. */
  expiryMode: ExpiryMode;
  /** Quote the mobile app instead of the desktop tool. */
  isMobile: boolean;
  /** Paid by a recurring mandate: no wallet, no change of billing period. */
  isRecurring: boolean;
}

/**
 * What a caller may leave out, and the value it then takes: no add-ons, one licence, no portfolio, no
 * coupon, no wallet, extend the expiry date, desktop tool, one-off payment. The selection schema
 * (selection-schema.ts) fills the same values, so a parsed body and a selection built in code agree.
 */
export const SELECTION_DEFAULTS = {
  addons: [] as readonly string[],
  licenseType: null,
  noOfLicenses: 1,
  portfolio: 0,
  couponCode: null,
  useWallet: false,
  expiryMode: EXPIRY_MODE.extendExpiryDate,
  isMobile: false,
  isRecurring: false,
} as const satisfies Omit<QuoteSelection, "currency" | "product" | "plan">;

/** A selection from its required fields (currency, product, plan) plus any others, the rest at SELECTION_DEFAULTS. */
export function selectionWithDefaults(
  partial: Pick<QuoteSelection, "currency" | "product" | "plan"> & Partial<QuoteSelection>,
): QuoteSelection {
  return { ...SELECTION_DEFAULTS, addons: [], ...partial };
}

/** The selection once checked: catalogue objects instead of ids. */
export interface CheckedSelection {
  selection: QuoteSelection;
  product: Product;
  addons: Addon[];
  /** Null when one licence. */
  licenseType: LicenseType | null;
  portfolioPrice: number;
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: PricingError };
const fail = (error: PricingError): { ok: false; error: PricingError } => ({ ok: false, error });

/** Catalogue-only checks, in the order a customer would fix them: product, plan, add-ons, licences, portfolio. */
export function checkSelection(catalogue: Catalogue, selection: QuoteSelection): Checked<CheckedSelection> {
  if (!isCurrency(selection.currency)) return fail(pricingError("InvalidSelection", "Please choose INR or USD as the currency."));
  const product = findProduct(catalogue, selection.product);
  const channel = selection.isMobile ? catalogue.mobile : catalogue;
  if (!product || !channel.prices[product.id]) {
    const where = selection.isMobile ? " on mobile" : "";
    return fail(
      pricingError("InvalidProduct", `"${String(selection.product)}" isn't available${where}. Please choose one of the listed products.`),
    );
  }
  if (!isBillingPlan(selection.plan)) return fail(pricingError("InvalidSelection", "Please choose a Month, Quarter or Annual plan."));
  if (selection.expiryMode !== EXPIRY_MODE.sameExpiryDate && selection.expiryMode !== EXPIRY_MODE.extendExpiryDate) {
    return fail(pricingError("InvalidSelection", "Please choose whether to keep or extend your expiry date."));
  }
  const addons = checkAddons(catalogue, channel.productWiseAddons[product.id] ?? [], product, selection.addons);
  if (!addons.ok) return addons;
  const licenseType = checkLicences(catalogue, product, selection);
  if (!licenseType.ok) return licenseType;
  const portfolioPrice = checkPortfolio(catalogue, selection);
  if (!portfolioPrice.ok) return portfolioPrice;
  return {
    ok: true,
    value: { selection, product, addons: addons.value, licenseType: licenseType.value, portfolioPrice: portfolioPrice.value },
  };
}

function checkAddons(catalogue: Catalogue, allowed: readonly string[], product: Product, ids: readonly string[]): Checked<Addon[]> {
  if (!Array.isArray(ids)) return fail(pricingError("InvalidSelection", "Please choose your add-ons again."));
  const addons: Addon[] = [];
  for (const id of ids) {
    const addon = findAddon(catalogue, id);
    if (!addon) return fail(pricingError("InvalidSelection", `The add-on "${String(id)}" doesn't exist. Please choose from the list.`));
    if (!allowed.includes(id)) return fail(pricingError("InvalidSelection", `${addon.name} can't be added to ${product.name}.`));
    if (addons.includes(addon)) return fail(pricingError("InvalidSelection", `${addon.name} is selected twice.`));
    addons.push(addon);
  }
  if (product.isFree && addons.length === 0)
    return fail(
      pricingError("LiteWithoutAddon", `${product.name} is free. Add at least one add-on to buy with it, or choose a paid edition.`),
    );
  const screener = addons.find((addon) => addon.needsDataAddon);
  if (screener && !addons.some((addon) => addon.isDataAddon)) {
    return fail(
      pricingError(
        "ScreenerNeedsDataAddon",
        `${screener.name} scans intraday data, so it needs a data add-on too, for example an intraday add-on.`,
      ),
    );
  }
  for (const addon of addons) {
    if (addon.requiresAddonId !== null && !ids.includes(addon.requiresAddonId)) {
      const needed = findAddon(catalogue, addon.requiresAddonId)?.name ?? addon.requiresAddonId;
      return fail(
        pricingError("RTFo", `${addon.name} needs ${needed} as well, because F&O analysis uses the live prices of the underlying stocks.`),
      );
    }
  }
  return { ok: true, value: addons };
}

function checkLicences(catalogue: Catalogue, product: Product, selection: QuoteSelection): Checked<LicenseType | null> {
  const count = selection.noOfLicenses;
  if (!Number.isInteger(count) || count < 1 || count > catalogue.maxLicences) {
    return fail(pricingError("InvalidLicenseNumber", `Please enter a whole number of licences from 1 to ${catalogue.maxLicences}.`));
  }
  if (count === 1) return { ok: true, value: null };
  if (selection.isMobile) return fail(pricingError("InvalidLicenseNumber", "A mobile subscription has one licence."));
  if (!product.allowsExtraLicences)
    return fail(pricingError("InvalidLicenseNumber", `${product.name} runs on one computer, so it has one licence.`));
  if (selection.licenseType === null || !LICENSE_TYPES.includes(selection.licenseType)) return fail(pricingError("SelectLicenseType"));
  return { ok: true, value: selection.licenseType };
}

function checkPortfolio(catalogue: Catalogue, selection: QuoteSelection): Checked<number> {
  if (selection.portfolio === 0) return { ok: true, value: 0 };
  if (selection.isMobile)
    return fail(pricingError("InvalidSelection", "Portfolio packages are bought with the desktop software, not the mobile app."));
  const found = catalogue.portfolioPackages.find((pkg) => pkg.Number === selection.portfolio);
  if (!found) {
    const listed = catalogue.portfolioPackages.map((pkg) => pkg.Number).join(", ");
    return fail(pricingError("InvalidSelection", `Please choose a portfolio package from the list (${listed}).`));
  }
  return { ok: true, value: found.Price[selection.currency] };
}
