/**
 * What is being bought, decided once where a request comes in and carried to the order, its activation and
 * its invoice (docs/architecture.md#orders-and-activation). Every way in — the card checkout, a manual
 * payment, the UPI start, ChangeSubscription — names a Purchase; pricing, the one-pending-payment check,
 * activation and the invoice read its `kind` instead of looking at the request's or the snapshot's shape.
 *
 * A new kind of purchase is a new member here: the compiler then asks for its target, its basket and how
 * each `Record<PurchaseKind, …>` (pricing, activation) handles it.
 */
import type { Currency } from "../money.ts";
import type { QuoteSelection } from "../pricing/selection.ts";
import { isWebinarSnapshot, type OrderSnapshot, type OrderTarget, type QuoteSnapshot, type WebinarSnapshot } from "./order.ts";
import type { Basket } from "./same-basket.ts";

/** A seat in a webinar as the customer asks for it: which webinar, in which currency, with the webinar's coupon if typed. */
export interface SeatChoice {
  webinarId: number;
  currency: Currency;
  /** Trimmed; null when none was typed. */
  couponCode: string | null;
}

export type Purchase =
  /** The desktop tool's subscription (ToolSubscr). */
  | { kind: "subscription"; selection: QuoteSelection }
  /** The mobile app's subscription (MobileSubscr). */
  | { kind: "mobile"; selection: QuoteSelection }
  | ({ kind: "webinar" } & SeatChoice);

export type PurchaseKind = Purchase["kind"];
export type PurchaseOf<K extends PurchaseKind> = Extract<Purchase, { kind: K }>;
/** The purchases priced from a subscription selection (by the catalogue's quote). */
export type SelectionPurchase = PurchaseOf<"subscription" | "mobile">;

export const PURCHASE_KINDS = ["subscription", "mobile", "webinar"] as const satisfies readonly PurchaseKind[];

/** A pricing page's selection buys the mobile app or the desktop tool, by its isMobile. */
export function purchaseOfSelection(selection: QuoteSelection): SelectionPurchase {
  return selection.isMobile ? { kind: "mobile", selection } : { kind: "subscription", selection };
}

/** A seat request as sent (couponCode optional, untrimmed). */
export function purchaseOfSeat(seat: { webinarId: number; currency: Currency; couponCode?: string | null }): PurchaseOf<"webinar"> {
  return { kind: "webinar", webinarId: seat.webinarId, currency: seat.currency, couponCode: seat.couponCode?.trim() || null };
}

export function isSelectionPurchase(purchase: Purchase): purchase is SelectionPurchase {
  return purchase.kind !== "webinar";
}

/** What an order's frozen snapshot bought, as the purchase that made it. */
export function purchaseOfSnapshot(snapshot: OrderSnapshot): Purchase {
  if (isWebinarSnapshot(snapshot))
    return { kind: "webinar", webinarId: snapshot.webinar.id, currency: snapshot.currency, couponCode: snapshot.couponCode };
  return purchaseOfSelection(snapshot.selection);
}

export function purchaseCurrency(purchase: Purchase): Currency {
  return isSelectionPurchase(purchase) ? purchase.selection.currency : purchase.currency;
}

const TARGET_OF_KIND: Record<PurchaseKind, OrderTarget> = { subscription: "tool", mobile: "mobile", webinar: "webinar" };

/** A subscription selection buys the mobile app or the desktop tool. */
export function targetOfSelection(selection: Pick<QuoteSelection, "isMobile">): OrderTarget {
  return TARGET_OF_KIND[selection.isMobile ? "mobile" : "subscription"];
}

/** The order's `target` column (ORDER_TARGETS) for what it buys. */
export function targetOfPurchase(purchase: Purchase): OrderTarget {
  return TARGET_OF_KIND[purchase.kind];
}

/** docs/business-rules.md#one-basket-one-pending-payment: what a purchase is, whatever it costs or however it is paid. */
export function basketOfPurchase(purchase: Purchase): Basket {
  return isSelectionPurchase(purchase)
    ? { kind: "subscription", selection: purchase.selection }
    : { kind: "webinar", webinarId: purchase.webinarId };
}

/** A manual payment is one-off by nature: no mandate, so a subscription is never priced as recurring. */
export function oneOffPurchase(purchase: Purchase): Purchase {
  return isSelectionPurchase(purchase) ? { ...purchase, selection: { ...purchase.selection, isRecurring: false } } : purchase;
}

/** The order's target for its snapshot (ORDER_TARGETS). */
export function targetOfSnapshot(snapshot: OrderSnapshot): OrderTarget {
  return targetOfPurchase(purchaseOfSnapshot(snapshot));
}

export function basketOfSnapshot(snapshot: OrderSnapshot): Basket {
  return basketOfPurchase(purchaseOfSnapshot(snapshot));
}

/** An order's snapshot told apart by what it bought, for the readers that need its prices as well (the invoice). */
export type SoldSnapshot = ({ kind: SelectionPurchase["kind"] } & QuoteSnapshot) | ({ kind: "webinar" } & WebinarSnapshot);

export function soldSnapshot(snapshot: OrderSnapshot): SoldSnapshot {
  return isWebinarSnapshot(snapshot)
    ? { kind: "webinar", ...snapshot }
    : { kind: purchaseOfSelection(snapshot.selection).kind, ...snapshot };
}
