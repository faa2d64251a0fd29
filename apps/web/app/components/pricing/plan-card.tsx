import type { BillingPlan, Currency } from "@investar/core";
import type { ReactNode } from "react";
import { PlanPrice } from "./plan-price.tsx";
import { planOffer, type PlanPrices } from "./pricing-view.ts";
import { usePriceWords } from "./price-words.ts";

interface PlanCardProps {
  id: string;
  name: string;
  /** "en" when the name is an English fallback on a Hindi page (docs/adr/0062-hindi-content-texts.md). */
  nameLang?: "en";
  tagline?: string;
  /** Badge such as "Most popular"; null for none. */
  flag?: string | null;
  /** "en" when the badge is an English fallback on a Hindi page. */
  flagLang?: "en";
  isFree?: boolean;
  prices: PlanPrices;
  plan: BillingPlan;
  currency: Currency;
  features?: readonly string[];
  /** Buy / Customise links; they should name the plan (aria-describedby is set to the card's heading). */
  actions: (headingId: string) => ReactNode;
}

/** One edition or package with its price on the chosen billing period and currency. */
export function PlanCard({
  id,
  name,
  nameLang,
  tagline,
  flag = null,
  flagLang,
  isFree = false,
  prices,
  plan,
  currency,
  features = [],
  actions,
}: PlanCardProps) {
  const headingId = `plan-card-${id.replace(/[^a-z0-9]+/giu, "-").toLowerCase()}`;
  const offer = planOffer(prices, plan, currency);
  const { say } = usePriceWords();
  return (
    <li className={flag ? "plan-card card plan-card--flagged" : "plan-card card"}>
      {flag ? (
        <p className="plan-card__flag" lang={flagLang}>
          {flag}
        </p>
      ) : null}
      <h3 id={headingId} className="plan-card__name" lang={nameLang}>
        {name}
      </h3>
      {tagline ? <p className="plan-card__tagline">{tagline}</p> : null}
      {isFree ? (
        <div className="plan-price">
          <p className="plan-price__main">
            <span className="plan-price__amount">{say("price.free", "Free")}</span>{" "}
            <span className="plan-price__per">{say("price.noTimeLimit", "no time limit")}</span>
          </p>
        </div>
      ) : offer ? (
        <PlanPrice offer={offer} plan={plan} currency={currency} />
      ) : (
        <p className="plan-price__none">{say("price.notSoldOn", `Not sold on a ${plan} plan.`, { plan })}</p>
      )}
      {features.length > 0 ? (
        <ul className="check-list plan-card__features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <div className="plan-card__actions">{actions(headingId)}</div>
    </li>
  );
}
