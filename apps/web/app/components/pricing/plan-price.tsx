import { formatMoney, GST_PERCENT, type BillingPlan, type Currency } from "@investar/core";
import type { PlanOffer } from "./pricing-view.ts";
import { PLAN_WORDS } from "./pricing-words.ts";

/** "+ 18% GST" under INR prices (docs/business-rules.md#gst: GST for INR only). */
export function GstNote({ currency }: { currency: Currency }) {
  return currency === "INR" ? <span className="gst-note">+ {GST_PERCENT}% GST</span> : null;
}

/** A price on a plan: the amount per period, the monthly equivalent and the saving against paying monthly. */
export function PlanPrice({ offer, plan, currency }: { offer: PlanOffer; plan: BillingPlan; currency: Currency }) {
  return (
    <div className="plan-price">
      <p className="plan-price__main">
        <span className="plan-price__amount">{formatMoney(offer.price, currency)}</span>{" "}
        <span className="plan-price__per">{PLAN_WORDS[plan].per}</span> <GstNote currency={currency} />
      </p>
      {offer.months > 1 ? (
        <p className="plan-price__monthly">
          {formatMoney(offer.perMonth, currency)} a month, billed {PLAN_WORDS[plan].adjective.toLowerCase()}
        </p>
      ) : null}
      {offer.saving > 0 ? (
        <p className="plan-price__saving">
          Save {formatMoney(offer.saving, currency)} ({offer.savingPercent}%) compared with paying monthly
        </p>
      ) : null}
    </div>
  );
}
