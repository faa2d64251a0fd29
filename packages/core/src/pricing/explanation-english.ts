/**
 * The English explanation of a quote, written from its parts (explanation-parts.ts): the sentences the Quote
 * answer's `explanation` has always held, word for word.
 */
import { formatMoney } from "../money.ts";
import { formatDay } from "./dates.ts";
import type { Amount, Day, ExplanationPart, PartValue } from "./explanation-parts.ts";

export function inEnglish(part: ExplanationPart): string {
  const v = part.values;
  const s = (name: string): string => String(v[name]);
  const n = (name: string): number => Number(v[name]);
  const m = (name: string): string => {
    const { minor, currency } = v[name] as Amount;
    return formatMoney(minor, currency);
  };
  const d = (name: string): string => formatDay((v[name] as Day).day);
  const p = (name: string): string => inEnglish(v[name] as ExplanationPart);
  const list = (name: string): string =>
    (v[name] as readonly PartValue[]).map((item) => (typeof item === "string" ? item : inEnglish(item as ExplanationPart))).join(", ");
  const period = (): string => `${s("plan")} plan (${count(n("months"), "month")})`;
  const change = (): string =>
    s("change") === "upgrade"
      ? `Upgrade of your ${s("current")} subscription to ${s("product")}`
      : s("change") === "extension"
        ? `Extension of your ${s("current")} subscription with more add-ons or licences`
        : `Renewal of your ${s("current")} subscription`;
  const perPeriod = (): string => `÷ ${count(n("planMonths"), "month")} × ${count(n("months"), "month")}`;
  const left = (): string => `the ${count(n("months"), "month")} left on your ${s("plan")} plan`;
  const span = (): string => `From ${d("from")} to ${d("to")} is ${count(n("wholeMonths"), "whole month")}`;
  switch (part.key) {
    case "newSubscription":
      return `New ${s("product")} subscription on the ${period()}.`;
    case "newSubscriptionAfterTrial":
      return `New ${s("product")} subscription on the ${period()}. It starts when your free trial ends on ${d("trialEnd")}.`;
    case "changeAddingPeriod":
      return `${change()}, adding the ${period()} after ${d("expiry")}.`;
    case "changeKeepingExpiry":
      return `${change()}, keeping your expiry date of ${d("expiry")}.`;
    case "graceFollowOn":
      return `It ended on ${d("expiry")} and is within its ${n("graceDays")}-day grace period, so the new period follows on without a gap.`;
    case "keepDropped":
      return `You keep ${list("items")} until ${d("expiry")}; the new period doesn't include ${n("count") === 1 ? "it" : "them"}.`;
    case "noMonthsLeft":
      return `No months are left on your ${s("plan")} plan, so nothing is charged for the current period.`;
    case "monthsLeft":
      return `${span()}, so ${count(n("months"), "month")} ${n("months") === 1 ? "is" : "are"} left.`;
    case "monthsLeftOverGrace":
    case "monthsLeftWithinGrace": {
      const days = count(n("days"), "day");
      const how = part.key === "monthsLeftOverGrace" ? "more than" : "within";
      return `${span()} and ${days}; ${days} is ${how} the ${n("graceDays")}-day grace period of a ${s("plan")} plan, so we count ${count(n("months"), "month")}.`;
    }
    case "upgradeMonthsLeft":
      return `Upgrade from ${s("from")} to ${s("to")} for ${left()}: ${p("rate")} ${perPeriod()} = ${m("amount")}.`;
    case "addonMonthsLeft":
      return `${s("item")} added for ${left()}: ${p("rate")} ${perPeriod()} = ${m("amount")}.`;
    case "otherLicencesMonthsLeft":
      return `The same on your other ${count(n("licences"), "licence")}: ${n("licences")} × ${p("rate")} ${perPeriod()} = ${m("amount")}.`;
    case "addedLicencesMonthsLeft":
      return `${s("item")} on ${count(n("added"), "added licence")} for ${left()}: ${n("added")} × ${m("rate")} ${perPeriod()} = ${m("amount")}.`;
    case "newPeriodItem":
      return `${s("item")}, ${period()}: ${m("amount")}.`;
    case "newPeriodItemKeptPrices":
      return `${s("item")}, ${period()}, at your ${p("prices")}: ${m("amount")}.`;
    case "moreSimultaneousLicences":
      return `${s("item")} for ${count(n("extra"), "more simultaneous licence")}: ${n("extra")} × ${m("price")} = ${m("amount")}.`;
    case "nonSimultaneousFee":
      return `${count(n("extra"), "extra non-simultaneous licence")}: ${n("extra")} × ${m("fee")} one-time fee = ${m("amount")}.`;
    case "nonSimultaneousFeeHeld":
      return `${count(n("extra"), "extra non-simultaneous licence")} (you already have ${count(n("held"), "licence")}): ${n("extra")} × ${m("fee")} one-time fee = ${m("amount")}.`;
    case "portfolio":
      return `Portfolio package for ${n("portfolios")} portfolios: ${m("price")} (one-time, not discounted).`;
    case "priceBeforeDiscount":
      return `Price before discount: ${m("amount")}.`;
    case "discountApplied":
      return `${p("offer")}: ${n("percent")}% off ${m("base")} = −${m("amount")}.`;
    case "discountAppliedNotData":
      return `${p("offer")}: ${n("percent")}% off ${m("base")} (data add-ons are not discounted: the exchanges charge us for them per user) = −${m("amount")}.`;
    case "smallerDiscounts":
      return `Discounts don't add up; we apply the one that saves you the most. Smaller ones you also qualify for: ${list("offers")}.`;
    case "freeMonths":
      return `${p("offer")}: ${count(n("months"), "month")} free, added to your new expiry date.`;
    case "freeMonthsNeedNewPeriod":
      return `${p("offer")} gives free months only with a new period, so it doesn't apply when you keep your expiry date.`;
    case "couponSavesNothing":
      return `Coupon ${s("code")} is valid, but nothing in this order is covered by it, so it saves nothing here.`;
    case "gst":
      return `GST ${n("percent")}% on ${m("taxable")}: ${m("gst")} (rounded down to the rupee).`;
    case "noGstUsd":
      return "No GST on payments in US dollars.";
    case "walletPaid":
      return `Paid from your wallet: ${list("parts")}.`;
    case "walletNotForRecurring":
      return "Wallet credit isn't used for recurring payments.";
    case "walletOtherCurrency":
      return `Your wallet is in ${s("wallet")}, so it can't pay a bill in ${s("bill")}.`;
    case "toPay":
      return `To pay: ${m("total")}. Your subscription will run until ${d("expiry")}.`;
    case "rate":
      return m("rate");
    case "rateLessPaid":
      return `(${m("rate")} − ${m("paid")} for ${s("item")})`;
    case "rateLessPaidAfterDiscount":
      return `(${m("rate")} − ${m("paid")} you paid for ${s("item")} after your ${n("percent")}% discount)`;
    case "pricesOf":
      return `prices of ${d("from")}`;
    case "earlierPrices":
      return "earlier prices";
    case "offerRule":
      return s("label");
    case "offerCoupon":
      return `Coupon ${s("code")} (${s("label")})`;
    case "offerRenewal":
      return `Your renewal discount on ${s("product")}`;
    case "offerInstitute":
      return "Institute discount";
    case "offerLicenceVolume":
      return `Licence discount for ${n("licences")} simultaneous licences`;
    case "smallerDiscount":
      return `${p("offer")} (−${m("amount")})`;
    case "walletSubscriptionCredit":
      return `subscription credit ${m("amount")}`;
    case "walletCashCredit":
      return `cash credit ${m("amount")}`;
    case "walletGeneralCredit":
      return `general credit ${m("amount")}`;
  }
}

/** "1 month", "2 months", "1 licence". */
function count(n: number, singular: string): string {
  return `${n} ${n === 1 ? singular : `${singular}s`}`;
}
