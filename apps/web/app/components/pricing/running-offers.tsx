import type { BillingPlan, Currency, OfferExample } from "@investar/core";
import { Link } from "react-router";
import type { OfferCardData } from "./offers-loader.ts";
import { StaffText } from "../i18n/staff-text.tsx";
import { GstNote } from "./plan-price.tsx";
import { PLAN_WORDS } from "./pricing-words.ts";
import { customizeHref } from "./selection-query.ts";
import { usePriceWords } from "./price-words.ts";

const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "31 Dec 2030" for an India date (YYYY-MM-DD). */
export function offerDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The offer on one edition: list price struck through, the offer price, the saving and free months. */
export function OfferPrice({ example }: { example: OfferExample }) {
  const { product, plan, currency } = example;
  // The landing page shares this price and is not translated yet: its words stay English there (price-words.ts).
  const { say, i18n } = usePriceWords();
  const money = (minor: number) => i18n.money(minor, currency);
  return (
    <p className="offer-price">
      <span className="offer-price__item">
        {say("offer.item", `${product}, ${PLAN_WORDS[plan].adjective.toLowerCase()}:`, { product, plan })}
      </span>{" "}
      {example.saving > 0 ? (
        <>
          {/* <s> may not carry a name: the words a screen reader needs are hidden text inside it. */}
          <s>
            <span className="visually-hidden">{say("offer.listPrice", "list price")} </span>
            {money(example.listPrice)}
          </s>{" "}
        </>
      ) : null}
      <strong className="offer-price__amount">{money(example.offerPrice)}</strong>{" "}
      <span className="plan-price__per">{say(`plan.per.${plan}`, PLAN_WORDS[plan].per)}</span> <GstNote currency={currency} />
      {example.saving > 0 ? (
        <span className="offer-price__saving">
          {" "}
          {say("offer.youSave", `You save ${money(example.saving)}.`, { amount: money(example.saving) })}
        </span>
      ) : null}
      {example.freeMonths > 0 ? (
        <span className="offer-price__saving">
          {" "}
          {say("offer.freeMonths", `${example.freeMonths} ${example.freeMonths === 1 ? "month" : "months"} free added.`, {
            months: example.freeMonths,
          })}
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
  const { say, i18n } = usePriceWords();
  return (
    <li className="card offer-card" id={card.id}>
      <h3 id={headingId}>
        {card.kind === "published" ? (
          <StaffText text={card.label} pageLanguage={i18n.language} />
        ) : card.kind === "marketQuest" ? (
          say("offer.title.marketQuest", "Market Quest offer")
        ) : (
          say("offer.title.webinar", "Your webinar discount")
        )}
      </h3>
      <p className="offer-card__words">
        {card.kind === "published"
          ? say("offer.words.terms", `${card.words}.`, { ...card.terms })
          : say(`offer.words.${card.kind}`, `${card.words}.`, { percent: card.percent })}
      </p>
      {example ? <OfferPrice example={example} /> : null}
      <p className="offer-card__terms">
        {card.couponCode ? (
          <>
            {say("offer.enterCode", "Enter the code")} <strong className="coupon-code">{card.couponCode}</strong>{" "}
            {say("offer.atCheckout", "at checkout.")}
          </>
        ) : (
          say("offer.automatic", "Applied automatically at checkout.")
        )}{" "}
        {card.validUntil
          ? say("offer.ends", `Ends ${offerDay(card.validUntil)}.`, { date: i18n.day(card.validUntil) })
          : say("offer.noEnd", "Runs until further notice.")}
      </p>
      {example ? (
        <Link to={i18n.href(claimHref(example))} className="button button--accent" aria-describedby={headingId}>
          {say("offer.claim", "Claim the offer")}
        </Link>
      ) : null}
    </li>
  );
}

/** The Pricing page's "Offers running now"; nothing when no offer runs. */
export function RunningOffers({ cards, plan, currency }: { cards: OfferCardData[]; plan: BillingPlan; currency: Currency }) {
  const { say } = usePriceWords();
  if (cards.length === 0) return null;
  return (
    <section className="section section--alt" id="offers" aria-labelledby="offers-heading">
      <div className="section__inner">
        <h2 id="offers-heading">{say("offer.heading", "Offers running now")}</h2>
        <ul className="plan-grid" role="list">
          {cards.map((card) => (
            <OfferCard key={card.id} card={card} plan={plan} currency={currency} />
          ))}
        </ul>
      </div>
    </section>
  );
}
