/**
 * Discounts and their precedence. Percent discounts don't add up: of every discount the
 * customer qualifies for — renewal, scheme, institute, webinar, licence volume and an entered
 * coupon — we apply the single one that saves the most money (ties: coupon, then renewal,
 * scheme, institute, webinar, licence). A coupon therefore replaces a smaller discount and
 * is not added on top. Free months work the same way on their own: the largest free-month
 * offer the customer qualifies for, only when a new period is bought.
 *
 * What a discount covers: products and ordinary add-ons always; data add-ons only when the
 * rule says IsForDataAddon (docs/business-rules.md#data-addons — the exchanges charge us per user for that data); never
 * the non-simultaneous licence fee or the portfolio package.
 */
import { roundToChargeable, type Currency } from "../money.ts";
import { DISCOUNT_TYPES, type DiscountType } from "./catalogue.ts";
import { amount as money, part, percentValue, type ExplanationPart } from "./explanation-parts.ts";
import type { PricedLine } from "./lines.ts";

/** A discount the customer qualifies for, before it is measured against the order. */
export interface DiscountOffer {
  type: DiscountType;
  /** Said to the customer: "Festive offer", "Coupon SAVE10", "Institute discount". */
  label: string;
  /** The label as a part of the explanation, for a page in another language; else the label, as staff wrote it. */
  name?: ExplanationPart;
  percent: number;
  coversDataAddons: boolean;
  freeMonths: number;
  /** The coupon that unlocked it; null for automatic discounts. */
  couponCode: string | null;
}

export interface MeasuredOffer extends DiscountOffer {
  /** The part of the order the discount applies to. */
  base: number;
  amount: number;
}

export interface ChosenDiscount {
  discount: number;
  discountPerc: number;
  discountType: DiscountType | null;
  freeMonths: number;
  appliedCouponCode: string | null;
  /** Whether the applied discount also covered data add-ons (what the customer's deal records). */
  coversDataAddons: boolean;
  explanation: ExplanationPart[];
}

export function discountBase(lines: PricedLine[], coversDataAddons: boolean): number {
  return lines
    .filter(({ category }) => category === "product" || category === "addon" || (coversDataAddons && category === "dataAddon"))
    .reduce((sum, { line }) => sum + line.Total, 0);
}

export function measureOffer(offer: DiscountOffer, lines: PricedLine[], currency: Currency): MeasuredOffer {
  const base = discountBase(lines, offer.coversDataAddons);
  const rate = Math.min(100, Math.max(0, offer.percent));
  return { ...offer, percent: rate, base, amount: roundToChargeable(base * rate, currency, 100) };
}

/** Lower is preferred on a tie: the coupon the customer typed, then SPEC's order of types. */
function tieRank(offer: DiscountOffer): number {
  return offer.couponCode !== null ? -1 : DISCOUNT_TYPES.indexOf(offer.type);
}

export function chooseDiscount(args: {
  offers: DiscountOffer[];
  lines: PricedLine[];
  currency: Currency;
  buysNewPeriod: boolean;
}): ChosenDiscount {
  const { currency } = args;
  const measured = args.offers.map((offer) => measureOffer(offer, args.lines, currency));
  const saving = measured.filter((offer) => offer.amount > 0).sort((a, b) => b.amount - a.amount || tieRank(a) - tieRank(b));
  const best = saving[0] ?? null;
  const explanation: ExplanationPart[] = [];

  if (best) {
    const hasDataAddons = args.lines.some(({ category, line }) => category === "dataAddon" && line.Total > 0);
    explanation.push(
      part(hasDataAddons && !best.coversDataAddons ? "discountAppliedNotData" : "discountApplied", {
        offer: offerName(best),
        percent: percentValue(best.percent),
        base: money(best.base, currency),
        amount: money(best.amount, currency),
      }),
    );
    const others = saving
      .slice(1)
      .map((offer) => part("smallerDiscount", { offer: offerName(offer), amount: money(offer.amount, currency) }));
    if (others.length > 0) explanation.push(part("smallerDiscounts", { offers: others }));
  }

  const withFreeMonths = measured
    .filter((offer) => offer.freeMonths > 0)
    .sort((a, b) => b.freeMonths - a.freeMonths || tieRank(a) - tieRank(b));
  const freeOffer = withFreeMonths[0] ?? null;
  let freeMonths = 0;
  if (freeOffer && args.buysNewPeriod) {
    freeMonths = freeOffer.freeMonths;
    explanation.push(part("freeMonths", { offer: offerName(freeOffer), months: freeMonths }));
  } else if (freeOffer) {
    explanation.push(part("freeMonthsNeedNewPeriod", { offer: offerName(freeOffer) }));
  }

  const couponUsed = [best, freeMonths > 0 ? freeOffer : null].find((offer) => offer?.couponCode != null)?.couponCode ?? null;
  const enteredCoupon = measured.find((offer) => offer.couponCode !== null);
  if (enteredCoupon && couponUsed === null && enteredCoupon.amount === 0 && !(enteredCoupon.freeMonths > 0 && args.buysNewPeriod)) {
    explanation.push(part("couponSavesNothing", { code: enteredCoupon.couponCode ?? "" }));
  }
  return {
    discount: best?.amount ?? 0,
    discountPerc: best?.percent ?? 0,
    discountType: best?.type ?? null,
    freeMonths,
    appliedCouponCode: couponUsed,
    coversDataAddons: best?.coversDataAddons ?? false,
    explanation,
  };
}

function offerName(offer: DiscountOffer): ExplanationPart {
  return offer.name ?? part("offerRule", { label: offer.label });
}
