import type { QuoteSelection } from "../pricing/selection.ts";

/** What a purchase buys, for docs/business-rules.md#one-basket-one-pending-payment: a subscription selection or a webinar seat. */
export type Basket = { kind: "subscription"; selection: QuoteSelection } | { kind: "webinar"; webinarId: number };

/**
 * Whether two purchases buy the same thing: the same webinar, or the same product, plan, add-ons,
 * licences, portfolio and app. How it is paid (currency, coupon, wallet, mandate, expiry mode) does not
 * make it another basket: paying twice for it is still paying twice.
 */
export function isSameBasket(a: Basket, b: Basket): boolean {
  if (a.kind === "webinar" || b.kind === "webinar") return a.kind === "webinar" && b.kind === "webinar" && a.webinarId === b.webinarId;
  const x = a.selection;
  const y = b.selection;
  return (
    x.product === y.product &&
    x.plan === y.plan &&
    sameSet(x.addons ?? [], y.addons ?? []) &&
    (x.noOfLicenses ?? 1) === (y.noOfLicenses ?? 1) &&
    (x.licenseType ?? null) === (y.licenseType ?? null) &&
    (x.portfolio ?? 0) === (y.portfolio ?? 0) &&
    Boolean(x.isMobile) === Boolean(y.isMobile)
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((item) => left.has(item));
}
