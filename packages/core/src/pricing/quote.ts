/**
 * The pricing engine: one pure function from (catalogue, the user's subscription details or
 * null, what they selected, now) to the Price summary of docs/business-rules.md#price-summary or one pricing error.
 *
 * Order of work, which is also the order of rounding:
 *   1. check the selection against the catalogue (selection.ts) and their subscription (changes.ts);
 *   2. price each line, rounding each cell to whole rupees / cents (lines.ts);
 *   3. originalPrice = lines + portfolio package;
 *   4. discount = the single best discount, rounded to whole rupees / cents (discounts.ts);
 *   5. GST 18% of (originalPrice − discount), truncated to a whole rupee, INR only (gst.ts);
 *   6. totalExcludingDeduction = originalPrice − discount + GST;
 *   7. wallet credits pay part of that (wallet.ts); total = what is left to pay.
 */
import type { Currency } from "../money.ts";
import { findProduct, itemName, type Catalogue, type DiscountType } from "./catalogue.ts";
import { planChange, type QuoteKind } from "./changes.ts";
import { allRules, checkCoupon } from "./coupons.ts";
import { indiaToday, newExpiryDate, formatDay, type IsoDate } from "./dates.ts";
import type { RuleFacts } from "./discount-rules.ts";
import { chooseDiscount } from "./discounts.ts";
import { pricingError, type PricingError } from "./errors.ts";
import { gstFor, GST_PERCENT } from "./gst.ts";
import { describeKind } from "./kind-explanation.ts";
import { buildLines, type PriceLine } from "./lines.ts";
import { gatherOffers } from "./offers.ts";
import { priceSetInEffect } from "./price-sets.ts";
import { checkSelection, type QuoteSelection } from "./selection.ts";
import { dealsBought } from "./deals.ts";
import { inServiceSubscription, type SubscrDetail, type UserSubscriptionDetails } from "./subscription.ts";
import { applyWallet } from "./wallet.ts";
import { inEnglish } from "./explanation-english.ts";
import { amount, day, part, type Amount, type ExplanationPart } from "./explanation-parts.ts";

/** docs/business-rules.md#price-summary Price summary plus what the customer needs to understand it. Amounts in minor units. */
export interface PriceSummary {
  currency: Currency;
  kind: QuoteKind;
  productAndAmounts: PriceLine[];
  /** Portfolio package price (one-time, not discounted). */
  portfolio: number;
  noOfLicense: number;
  discount: number;
  discountPerc: number;
  discountType: DiscountType | null;
  /** Wallet money used: subscrDed + cashDed + creditDed. */
  totalDeduction: number;
  /** What the order costs before the wallet pays: originalPrice − discount + gst. */
  totalExcludingDeduction: number;
  subscrDed: number;
  cashDed: number;
  creditDed: number;
  gst: number;
  /** Lines plus portfolio, before discount and GST. */
  originalPrice: number;
  freeMonths: number;
  /** To pay now. */
  total: number;
  /** The coupon that was used (for counting its uses), or null. */
  appliedCouponCode: string | null;
  /** Months charged for the current subscription (0 for fresh purchases and renewals). */
  remainingMonths: number;
  /**
   * What those months left of the current subscription count for towards the new selection: the
   * selection's cost for them less what is charged for them (change-account.ts). 0 when none are charged.
   */
  currentWorth: number;
  currentExpiryDate: IsoDate | null;
  newExpiryDate: IsoDate;
  /** The rules applied, in plain words, in order. */
  explanation: string[];
  /**
   * The same as typed parts (explanation-parts.ts), for saying them in the page's language; a summary from
   * before the parts (or from another server) may lack them, and is then shown in English.
   */
  explanationParts?: ExplanationPart[];
  /** The price set and percent off the customer holds per item bought, for activation to record (deals.ts). */
  deals: Record<string, SubscrDetail>;
  /** Whether the applied discount covered data add-ons (recorded as LastSubscriptionDiscountForDataAddon). */
  discountCoversDataAddons: boolean;
}

export type QuoteResult = { ok: true; summary: PriceSummary } | { ok: false; error: PricingError };

export function quote(
  catalogue: Catalogue,
  subscription: UserSubscriptionDetails | null,
  selection: QuoteSelection,
  now: Date,
): QuoteResult {
  const checkedResult = checkSelection(catalogue, selection);
  if (!checkedResult.ok) return checkedResult;
  const checked = checkedResult.value;
  const { currency, isMobile } = selection;
  const today = indiaToday(now);
  const isFreeProduct = (id: string): boolean => findProduct(catalogue, id)?.isFree ?? false;

  const current = inServiceSubscription((isMobile ? subscription?.MobileSubscr : subscription?.ToolSubscr) ?? null, isFreeProduct, today);
  if (isMobile) {
    const tool = inServiceSubscription(subscription?.ToolSubscr ?? null, isFreeProduct, today);
    const toolRank = tool ? (findProduct(catalogue, tool.subscr.BaseProduct)?.rank ?? -1) : -1;
    if (tool?.subscr.isMobileFree && checked.product.rank <= toolRank) {
      return {
        ok: false,
        error: pricingError(
          "InvalidSelection",
          `Your ${itemName(catalogue, tool.subscr.BaseProduct)} subscription already includes the mobile app free until ${formatDay(tool.subscr.ExpiryDate)}.`,
        ),
      };
    }
  }
  // The free trial is of the desktop software; it delays the start of a desktop subscription only.
  const trialEnd = isMobile ? null : (subscription?.TrialEndDate ?? null);
  const planned = planChange({ catalogue, checked, current, trialEnd, today });
  if (!planned.ok) return planned;
  const change = planned.value;

  const facts: RuleFacts = {
    today,
    isInService: current !== null,
    currentPlan: current?.subscr.Plan ?? subscription?.LastSubscriptionPlan ?? null,
    targetPlan: selection.plan,
    isMobile,
  };
  const rules = allRules(catalogue, subscription);
  const coupon = checkCoupon({
    catalogue,
    rules,
    enteredCode: selection.couponCode,
    facts,
    productId: checked.product.id,
    productIsFree: checked.product.isFree,
  });
  if (!coupon.ok) return coupon;

  // Recorded price sets and percents belong to subscribers in service; a lapsed one buys at current prices.
  const deals = current ? (subscription?.SubscrDetails ?? {}) : {};
  const currentSet = priceSetInEffect(catalogue.priceSets, currency, today);
  const built = buildLines({ catalogue, table: isMobile ? catalogue.mobile.prices : catalogue.prices, checked, change, deals, currentSet });
  if (!built.ok) return built;

  const offers = gatherOffers({ rules, couponRules: coupon.rules, couponCode: coupon.code, facts, checked, change, subscription });
  const chosen = chooseDiscount({ offers, lines: built.lines, currency, buysNewPeriod: change.buysNewPeriod });

  const linesTotal = built.lines.reduce((sum, { line }) => sum + line.Total, 0);
  const chargedForMonthsLeft = built.lines
    .filter(({ category }) => category !== "licenceFee")
    .reduce((sum, { line }) => sum + line.AmountForCurrent + line.LicenseForCurrent, 0);
  const remainingCharged = change.kind === "renewal" ? 0 : (change.remaining?.months ?? 0);
  const originalPrice = linesTotal + checked.portfolioPrice;
  const taxable = originalPrice - chosen.discount;
  const gst = gstFor(taxable, currency);
  const totalExcludingDeduction = taxable + gst;
  const wallet = applyWallet({
    amountDue: totalExcludingDeduction,
    currency,
    wallet: subscription?.WalletDetails ?? null,
    useWallet: selection.useWallet,
    isRecurring: selection.isRecurring,
    cashCreditEnabled: catalogue.cashCreditEnabled,
  });
  const total = totalExcludingDeduction - wallet.totalDeduction;
  const expiry = newExpiryDate({
    mode: selection.expiryMode,
    currentExpiry: current?.subscr.ExpiryDate ?? null,
    freshStart: change.freshStart,
    plan: selection.plan,
    freeMonths: chosen.freeMonths,
  });

  const m = (minor: number): Amount => amount(minor, currency);
  const parts: ExplanationPart[] = [...describeKind(catalogue, checked, change, today), ...built.explanation];
  if (checked.portfolioPrice > 0) parts.push(part("portfolio", { portfolios: selection.portfolio, price: m(checked.portfolioPrice) }));
  parts.push(part("priceBeforeDiscount", { amount: m(originalPrice) }), ...chosen.explanation);
  parts.push(currency === "INR" ? part("gst", { percent: GST_PERCENT, taxable: m(taxable), gst: m(gst) }) : part("noGstUsd"));
  if (wallet.totalDeduction > 0) {
    const paid = [
      part("walletSubscriptionCredit", { amount: m(wallet.subscrDed) }),
      part("walletCashCredit", { amount: m(wallet.cashDed) }),
      part("walletGeneralCredit", { amount: m(wallet.creditDed) }),
    ].filter((paidPart) => (paidPart.values.amount as Amount).minor > 0);
    parts.push(part("walletPaid", { parts: paid }));
  } else if (wallet.skipped) {
    parts.push(wallet.skipped);
  }
  parts.push(part("toPay", { total: m(total), expiry: day(expiry) }));

  return {
    ok: true,
    summary: {
      currency,
      kind: change.kind,
      productAndAmounts: built.lines.map(({ line }) => line),
      portfolio: checked.portfolioPrice,
      noOfLicense: selection.noOfLicenses,
      discount: chosen.discount,
      discountPerc: chosen.discountPerc,
      discountType: chosen.discountType,
      totalDeduction: wallet.totalDeduction,
      totalExcludingDeduction,
      subscrDed: wallet.subscrDed,
      cashDed: wallet.cashDed,
      creditDed: wallet.creditDed,
      gst,
      originalPrice,
      freeMonths: chosen.freeMonths,
      total,
      appliedCouponCode: chosen.appliedCouponCode,
      remainingMonths: remainingCharged,
      currentWorth: remainingCharged === 0 ? 0 : built.monthsLeftCost - chargedForMonthsLeft,
      currentExpiryDate: current?.subscr.ExpiryDate ?? null,
      newExpiryDate: expiry,
      explanation: parts.map(inEnglish),
      explanationParts: parts,
      deals: dealsBought({ lines: built.lines, change, chosen }),
      discountCoversDataAddons: chosen.discount > 0 && chosen.coversDataAddons,
    },
  };
}
