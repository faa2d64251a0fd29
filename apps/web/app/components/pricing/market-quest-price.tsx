import { Link } from "react-router";
import type { OfferExample } from "@investar/core";
import type { WebLoadContext } from "@investar/contract/pages/load-context";
import { MARKET_QUEST_ID, marketQuestCard } from "./offers-loader.ts";
import { OfferPrice, claimHref, offerDay } from "./running-offers.tsx";

export interface MarketQuestPriceData {
  example: OfferExample;
  couponCode: string | null;
  validUntil: string | null;
}

/** The bundle the landing page sells is a year of Pro: its price with the Master Trader coupon, in the visitor's currency. */
export async function loadMarketQuestPrice({
  services,
  clientIp,
}: Pick<WebLoadContext, "services" | "clientIp">): Promise<MarketQuestPriceData | null> {
  const [catalogue, offer, location] = await Promise.all([
    services.getPricingCatalogue(),
    services.getMasterTraderOffer(),
    services.getUserLocation(clientIp),
  ]);
  const card = marketQuestCard(catalogue, offer, new Date());
  if (!card) return null;
  const example =
    card.examples[`Annual.${location.currency}`] ??
    Object.values(card.examples).find((candidate) => candidate.currency === location.currency);
  return example ? { example, couponCode: card.couponCode, validUntil: card.validUntil } : null;
}

/** The Market Quest landing page's promise: the offer price, the saving, the code and the closing date, or that it has closed. */
export function MarketQuestPrice({ offer }: { offer: MarketQuestPriceData | null }) {
  if (!offer)
    return (
      <div className="card offer-card">
        <p>The Market Quest offer is not running at the moment. Today&rsquo;s prices and running offers are on the Pricing page.</p>
        <Link to="/Pricing" className="button button--accent">
          See prices
        </Link>
      </div>
    );
  return (
    <div className="card offer-card" aria-labelledby="mq-price-heading">
      <h2 id="mq-price-heading" className="h-small">
        Your Market Quest price
      </h2>
      <OfferPrice example={offer.example} />
      <p className="offer-card__terms">
        {offer.couponCode ? (
          <>
            Enter the code <strong className="coupon-code">{offer.couponCode}</strong> at checkout.
          </>
        ) : null}{" "}
        {offer.validUntil ? `The offer closes on ${offerDay(offer.validUntil)}.` : null}
      </p>
      <div className="button-row">
        <Link to={claimHref(offer.example)} className="button button--accent">
          Claim the offer
        </Link>
        <Link to={`/Pricing#${MARKET_QUEST_ID}`} className="button button--ghost">
          Other plans
        </Link>
      </div>
      <p className="offer-card__terms">
        New to Investar? <Link to="/user/sign-up?src=lpage&landing=2">Start the 7-day free trial</Link> first; the offer waits for you.
      </p>
    </div>
  );
}
