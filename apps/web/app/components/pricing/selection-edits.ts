/**
 * How one choice on CustomizeSubscription changes the rest of the selection, so the form never
 * keeps something the new choice can't have (an add-on another edition doesn't offer, extra
 * licences on Lite, a portfolio on mobile). What remains invalid is left to the engine, whose
 * message the page shows.
 */
import { findProduct, type Catalogue, type LicenseType, type QuoteSelection, type UserSubscriptionDetails } from "@investar/core";

/** Add-on ids offered with a product on the selection's channel (desktop or mobile). */
export function allowedAddons(catalogue: Catalogue, productId: string, isMobile: boolean): string[] {
  return (isMobile ? catalogue.mobile : catalogue).productWiseAddons[productId] ?? [];
}

/** Products sold on a channel, cheapest edition first. */
export function channelProducts(catalogue: Catalogue, isMobile: boolean): Catalogue["products"] {
  const table = isMobile ? catalogue.mobile.prices : catalogue.prices;
  return [...catalogue.products].sort((a, b) => a.rank - b.rank).filter((product) => table[product.id] !== undefined);
}

export function withProduct(catalogue: Catalogue, selection: QuoteSelection, productId: string): QuoteSelection {
  const allowed = allowedAddons(catalogue, productId, selection.isMobile);
  const oneComputer = findProduct(catalogue, productId)?.allowsExtraLicences === false;
  return {
    ...selection,
    product: productId,
    addons: selection.addons.filter((id) => allowed.includes(id)),
    ...(oneComputer ? { noOfLicenses: 1, licenseType: null } : {}),
  };
}

export function withChannel(catalogue: Catalogue, selection: QuoteSelection, isMobile: boolean): QuoteSelection {
  if (selection.isMobile === isMobile) return selection;
  const products = channelProducts(catalogue, isMobile);
  const keeps = products.some((product) => product.id === selection.product);
  const product = keeps ? selection.product : (products.find((candidate) => !candidate.isFree)?.id ?? products[0]?.id ?? selection.product);
  const moved: QuoteSelection = isMobile
    ? { ...selection, isMobile, noOfLicenses: 1, licenseType: null, portfolio: 0 }
    : { ...selection, isMobile };
  return withProduct(catalogue, moved, product);
}

/**
 * Turns an add-on on or off, keeping the catalogue's order. Add-ons that need another add-on
 * are not switched on behind the customer's back: the engine says what is missing.
 */
export function withAddon(catalogue: Catalogue, selection: QuoteSelection, addonId: string, on: boolean): QuoteSelection {
  const chosen = new Set(selection.addons);
  if (on) chosen.add(addonId);
  else chosen.delete(addonId);
  const order = allowedAddons(catalogue, selection.product, selection.isMobile);
  const ordered = order.filter((id) => chosen.has(id));
  const others = [...chosen].filter((id) => !order.includes(id));
  return { ...selection, addons: [...ordered, ...others] };
}

/** The licence count as typed; an empty field counts as 0 so the engine asks for a number from 1 up. */
export function licencesFromInput(text: string): number {
  const number = Number(text.trim());
  return text.trim() === "" || !Number.isFinite(number) ? 0 : number;
}

/** The licence type of the desktop licences the customer holds, when they hold more than one (mobile has one licence). */
export function heldLicenceType(details: UserSubscriptionDetails | null): LicenseType | null {
  const held = details?.ToolSubscr;
  return held && held.NoOfLicenses > 1 ? held.LicenseType : null;
}

/**
 * More than one licence starts with a licence type chosen (docs/business-rules.md#pricing-error-codes), so the price shows at once
 * instead of a request to choose: the type the customer already holds, else Simultaneous — the
 * usual choice, and the one with the volume discount. The engine still asks API callers for one.
 */
export function withDefaultLicenceType(selection: QuoteSelection, held: LicenseType | null): QuoteSelection {
  if (selection.noOfLicenses <= 1 || selection.licenseType !== null) return selection;
  return { ...selection, licenseType: held ?? "Simultaneous" };
}

/** The selection the browser's engine prices: coupons are only known to the server (browser-catalogue.ts). */
export function withoutCoupon(selection: QuoteSelection): QuoteSelection {
  return selection.couponCode === null ? selection : { ...selection, couponCode: null };
}
