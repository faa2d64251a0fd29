import { formatMoney, type BillingPlan, type Currency, type OfferExample } from "@investar/core";
import { Link } from "react-router";
import type { OfferCardData } from "./offers-loader.ts";
import { GstNote } from "./plan-price.tsx";
import { PLAN_WORDS } from "./pricing-words.ts";
import { customizeHref } from "./selection-query.ts";

const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "31 Dec 2030" for an India date (YYYY-MM-DD). */
export function offerDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The offer on one edition: list price struck through, the offer price, the saving and free months. */
export function OfferPrice({ example }: { example: OfferExample }) {
  const { product, plan, currency } = example;
  return (
    <p className="offer-price">
      <span className="offer-price__item">
        {product}, {PLAN_WORDS[plan].adjective.toLowerCase()}:
      </span>{" "}
      {example.saving > 0 ? (
        <>
          {/* <s> may not carry a name: the words a screen reader needs are hidden text inside it. */}
          <s>
            <span className="visually-hidden">list price </span>
            {formatMoney(example.listPrice, currency)}
          </s>{" "}
        </>
      ) : null}
      <strong className="offer-price__amount">{formatMoney(example.offerPrice, currency)}</strong>{" "}
      <span className="plan-price__per">{PLAN_WORDS[plan].per}</span> <GstNote currency={currency} />
      {example.saving > 0 ? <span className="offer-price__saving"> You save {formatMoney(example.saving, currency)}.</span> : null}
      {example.freeMonths > 0 ? (
        <span className="offer-price__saving">
          {" "}
          {example.freeMonths} {example.freeMonths === 1 ? "month" : "months"} free added.
        </span>
      ) : null}
    </p>
  );
}

/** Where the offer's button leads: CustomizeSubscription with the edition, plan and coupon chosen. */
export function claimHref(example: OfferExample): string {
  const { product, plan, currency, couponCode } = example;
  return customizeHref({ product, plan, currency, couponCode });
}

export function OfferCard({ card, plan, currency }: { card: OfferCardData; plan: BillingPlan; currency: Currency }) {
  const example = card.examples[`${card.forPlan ?? plan}.${currency}`];
  const headingId = `${card.id}-heading`;
  return (
    <li className="card offer-card" id={card.id}>
      <h3 id={headingId}>{card.title}</h3>
      <p className="offer-card__words">{card.words}.</p>
      {example ? <OfferPrice example={example} /> : null}
      <p className="offer-card__terms">
        {card.couponCode ? (
          <>
            Enter the code <strong className="coupon-code">{card.couponCode}</strong> at checkout.
          </>
        ) : (
          "Applied automatically at checkout."
        )}{" "}
        {card.validUntil ? `Ends ${offerDay(card.validUntil)}.` : "Runs until further notice."}
      </p>
      {example ? (
        <Link to={claimHref(example)} className="button button--accent" aria-describedby={headingId}>
          Claim the offer
        </Link>
      ) : null}
    </li>
  );
}

/** The Pricing page's "Offers running now"; nothing when no offer runs. */
export function RunningOffers({ cards, plan, currency }: { cards: OfferCardData[]; plan: BillingPlan; currency: Currency }) {
  if (cards.length === 0) return null;
  return (
    <section className="section section--alt" id="offers" aria-labelledby="offers-heading">
      <div className="section__inner">
        <h2 id="offers-heading">Offers running now</h2>
        <ul className="plan-grid" role="list">
          {cards.map((card) => (
            <OfferCard key={card.id} card={card} plan={plan} currency={currency} />
          ))}
        </ul>
      </div>
    </section>
  );
}
