import { GST_PERCENT, type BillingPlan, type Currency } from "@investar/core";
import type { PlanOffer } from "./pricing-view.ts";
import { PLAN_WORDS } from "./pricing-words.ts";
import { usePriceWords } from "./price-words.ts";

/** "+ 18% GST" under INR prices (docs/business-rules.md#gst: GST for INR only). */
export function GstNote({ currency }: { currency: Currency }) {
  const { say } = usePriceWords();
  return currency === "INR" ? (
    <span className="gst-note">{say("price.gst", `+ ${GST_PERCENT}% GST`, { percent: GST_PERCENT })}</span>
  ) : null;
}

/** A price on a plan: the amount per period, the monthly equivalent and the saving against paying monthly. */
export function PlanPrice({ offer, plan, currency }: { offer: PlanOffer; plan: BillingPlan; currency: Currency }) {
  const { say, i18n } = usePriceWords();
  const money = (minor: number) => i18n.money(minor, currency);
  return (
    <div className="plan-price">
      <p className="plan-price__main">
        <span className="plan-price__amount">{money(offer.price)}</span>{" "}
        <span className="plan-price__per">{say(`plan.per.${plan}`, PLAN_WORDS[plan].per)}</span> <GstNote currency={currency} />
      </p>
      {offer.months > 1 ? (
        <p className="plan-price__monthly">
          {say("price.monthly", `${money(offer.perMonth)} a month, billed ${PLAN_WORDS[plan].adjective.toLowerCase()}`, {
            amount: money(offer.perMonth),
            plan,
          })}
        </p>
      ) : null}
      {offer.saving > 0 ? (
        <p className="plan-price__saving">
          {say("price.saving", `Save ${money(offer.saving)} (${offer.savingPercent}%) compared with paying monthly`, {
            amount: money(offer.saving),
            percent: offer.savingPercent,
          })}
        </p>
      ) : null}
    </div>
  );
}
