/**
 * My Subscription's "what would it cost now": for a customer's tool or mobile subscription,
 * each renewal, upgrade to a higher edition and data add-on they could buy, priced with the
 * engine on the server (the loader has the full catalogue and the clock), each with the
 * selection CustomizeSubscription opens with.
 */
import {
  EXPIRY_MODE,
  findAddon,
  findProduct,
  indiaToday,
  inServiceSubscription,
  itemName,
  quote,
  serviceStatus,
  type BillingPlan,
  type Catalogue,
  type Currency,
  type DiscountType,
  type ExplanationPart,
  type IsoDate,
  type QuoteKind,
  type QuoteSelection,
  type Subscr,
  type UserSubscriptionDetails,
} from "@investar/core";
import { allowedAddons, channelProducts } from "./selection-edits.ts";
import { customizeHref, DEFAULT_PLAN } from "./selection-query.ts";

export type OptionAction = "renew" | "upgrade" | "addon" | "subscribe";

export interface OptionPrice {
  kind: QuoteKind;
  total: number;
  gst: number;
  discount: number;
  discountType: DiscountType | null;
  freeMonths: number;
  newExpiryDate: IsoDate;
  explanation: string[];
  explanationParts?: ExplanationPart[];
}

/** What an option's title names, for the page to say in its language: "Renew {name} ({plan})", "Add {name} with {with}". */
export interface OptionTitle {
  name: string;
  plan: BillingPlan | null;
  with: string | null;
}

export interface ChangeOption {
  id: string;
  action: OptionAction;
  /** The title in English ("Renew Pro (Annual)"); `titleParts` are its words for another language. */
  title: string;
  titleParts: OptionTitle;
  selection: QuoteSelection;
  /** The price now, or the engine's message when it can't be bought now. */
  price: OptionPrice | { error: string };
  href: string;
}

export type SubscriptionState = "active" | "grace" | "ended" | "none";

export interface SubscriptionOverview {
  isMobile: boolean;
  subscr: Subscr | null;
  state: SubscriptionState;
  options: ChangeOption[];
}

interface OptionInputs {
  catalogue: Catalogue;
  details: UserSubscriptionDetails;
  currency: Currency;
  now: Date;
  /**
   * False on an English page, which shows the quote's own sentences (i18n/explanation-text.ts): the explanation
   * parts, a kilobyte an option, then stay out of the page's data. Default: both.
   */
  saysParts?: boolean;
}

function price(inputs: OptionInputs, selection: QuoteSelection): OptionPrice | { error: string } {
  const result = quote(inputs.catalogue, inputs.details, selection, inputs.now);
  if (!result.ok) return { error: result.error.message };
  const { kind, total, gst, discount, discountType, freeMonths, newExpiryDate, explanation, explanationParts } = result.summary;
  const priced = { kind, total, gst, discount, discountType, freeMonths, newExpiryDate, explanation };
  return inputs.saysParts === false ? priced : { ...priced, explanationParts };
}

const ENGLISH_TITLES: Record<OptionAction, (parts: OptionTitle) => string> = {
  renew: ({ name, plan }) => `Renew ${name} (${plan})`,
  upgrade: ({ name }) => `Upgrade to ${name}`,
  addon: ({ name, with: needed }) => (needed ? `Add ${name} with ${needed}` : `Add ${name}`),
  subscribe: ({ name }) => `Subscribe to ${name}`,
};

function option(inputs: OptionInputs, action: OptionAction, title: OptionTitle, selection: QuoteSelection): ChangeOption {
  return {
    id: `${action}:${selection.product}:${selection.addons.join("+")}`,
    action,
    title: ENGLISH_TITLES[action](title),
    titleParts: title,
    selection,
    price: price(inputs, selection),
    href: customizeHref(selection),
  };
}

/** Adding to a running subscription: keep the expiry date when months are left (pay only the difference), else extend it. */
function additionOption(inputs: OptionInputs, action: OptionAction, title: OptionTitle, selection: QuoteSelection): ChangeOption {
  const keeping = option(inputs, action, title, { ...selection, expiryMode: EXPIRY_MODE.sameExpiryDate });
  return "error" in keeping.price ? option(inputs, action, title, selection) : keeping;
}

function stateOf(subscr: Subscr | null, today: IsoDate): SubscriptionState {
  if (!subscr || !subscr.IsSubscribed || subscr.ExpiryDate === null) return "none";
  return serviceStatus(subscr.ExpiryDate, subscr.Plan, today);
}

export function subscriptionOverview(inputs: OptionInputs, isMobile: boolean): SubscriptionOverview {
  const { catalogue, details, currency } = inputs;
  const today = indiaToday(inputs.now);
  const subscr = (isMobile ? details.MobileSubscr : details.ToolSubscr) ?? null;
  const isFree = (id: string) => findProduct(catalogue, id)?.isFree ?? false;
  const current = inServiceSubscription(subscr, isFree, today);
  const plan = subscr?.IsSubscribed ? subscr.Plan : (details.LastSubscriptionPlan ?? DEFAULT_PLAN);
  const base = (product: string, addons: readonly string[]): QuoteSelection => ({
    currency,
    product,
    plan,
    addons: addons.filter((id) => allowedAddons(catalogue, product, isMobile).includes(id)),
    licenseType:
      !isMobile && subscr && subscr.NoOfLicenses > 1 && findProduct(catalogue, product)?.allowsExtraLicences ? subscr.LicenseType : null,
    noOfLicenses: !isMobile && subscr && findProduct(catalogue, product)?.allowsExtraLicences ? Math.max(1, subscr.NoOfLicenses) : 1,
    portfolio: 0,
    couponCode: null,
    useWallet: false,
    expiryMode: EXPIRY_MODE.extendExpiryDate,
    isMobile,
    isRecurring: false,
  });
  const paid = channelProducts(catalogue, isMobile).filter((product) => !product.isFree);
  const options: ChangeOption[] = [];

  if (current) {
    const { BaseProduct, Addons, Plan } = current.subscr;
    const rank = findProduct(catalogue, BaseProduct)?.rank ?? -1;
    options.push(option(inputs, "renew", { name: itemName(catalogue, BaseProduct), plan: Plan, with: null }, base(BaseProduct, Addons)));
    for (const product of paid.filter((candidate) => candidate.rank > rank)) {
      options.push(additionOption(inputs, "upgrade", { name: product.name, plan: null, with: null }, base(product.id, Addons)));
    }
    for (const id of allowedAddons(catalogue, BaseProduct, isMobile)) {
      const addon = findAddon(catalogue, id);
      if (!addon?.isDataAddon || Addons.includes(id)) continue;
      // An add-on that needs another (real-time F&O needs real-time cash) is offered with it.
      const needed = addon.requiresAddonId !== null && !Addons.includes(addon.requiresAddonId) ? [addon.requiresAddonId] : [];
      const title: OptionTitle = {
        name: addon.name,
        plan: null,
        with: needed.length > 0 ? needed.map((other) => itemName(catalogue, other)).join(", ") : null,
      };
      options.push(additionOption(inputs, "addon", title, { ...base(BaseProduct, []), addons: [...Addons, ...needed, id] }));
    }
  } else {
    const lapsed = subscr && subscr.IsSubscribed && !isFree(subscr.BaseProduct) ? subscr : null;
    if (lapsed)
      options.push(
        option(
          inputs,
          "renew",
          { name: itemName(catalogue, lapsed.BaseProduct), plan: lapsed.Plan, with: null },
          base(lapsed.BaseProduct, lapsed.Addons),
        ),
      );
    for (const product of paid.filter((candidate) => candidate.id !== lapsed?.BaseProduct)) {
      options.push(option(inputs, "subscribe", { name: product.name, plan: null, with: null }, base(product.id, [])));
    }
  }
  return { isMobile, subscr, state: stateOf(subscr, today), options };
}

/** The currency the customer pays in: that of the price set recorded for their edition, else of their wallet. */
export function recordedCurrency(details: UserSubscriptionDetails): Currency | null {
  const product = details.ToolSubscr?.BaseProduct ?? details.MobileSubscr?.BaseProduct;
  const prefix = product ? details.SubscrDetails[product]?.PriceSet.split("_")[0] : undefined;
  if (prefix === "INR" || prefix === "USD") return prefix;
  return details.WalletDetails?.currency ?? null;
}

/** Names of products and add-ons by id, for pages that show a subscription without the whole catalogue. */
export function itemNames(catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries([...catalogue.products, ...catalogue.addons].map((item) => [item.id, item.name]));
}
