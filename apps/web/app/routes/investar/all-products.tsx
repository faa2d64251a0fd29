import { Link } from "react-router";
import type { Route } from "./+types/all-products";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { dataAddOns, editionLadder, editions } from "../../content/editions.ts";
import { usePriceCopy } from "../../lib/price-copy.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import "../../styles/product.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "All Investar products: Lite, Basic, Standard, Pro, mobile and data add-ons | Investar",
    description:
      "The Investar family for Indian markets: free Lite, Basic, Standard and Pro desktop editions, the mobile app, intraday and real-time data add-ons, and training.",
    path: "/investar/all-products",
    publicUrl: publicUrlFrom(matches),
  });
}

const training = [
  {
    title: "Investar software training",
    text: "Live, guided sessions that take you from installing the software to building your own layouts, scans and alerts. Ideal in the first weeks of a subscription.",
    to: "/education/investar-software-training",
    label: "Software training",
  },
  {
    title: "Technical analysis training",
    text: "Structured courses on trends, support and resistance, indicators, patterns and risk management, taught with examples from NSE and MCX charts.",
    to: "/education/technical-analysis-training",
    label: "Technical analysis training",
  },
  {
    title: "Webinars",
    text: "Regular free and paid webinars on a single topic, from reading volume to planning option trades. Paid webinars you buy stay available under My Webinars.",
    to: "/education/my-webinars",
    label: "My webinars",
  },
  {
    title: "Newsletters",
    text: "Short, practical write-ups on market structure, new features and ways to use scans, sent to your inbox. No tips and no calls to buy or sell.",
    to: "/education/newsletters",
    label: "Newsletters",
  },
];

export default function AllProducts() {
  const priceCopy = usePriceCopy();
  const { user } = useRootData();
  return (
    <>
      <PageHero
        eyebrow="Products"
        heading="One program, four editions, and the data you trade on"
        lead="Every Investar edition is the same Windows program for NSE, BSE, NSE F&O, MCX and NCDEX. Start free with Lite, move up when you need more, and add intraday or real-time data only for the segments you trade."
        aside={<ChartFigure kind="overview" />}
        links={[
          { to: "/investar/product-comparison", label: "Compare editions" },
          user
            ? { to: "/investar/download", label: "Download Investar", look: "solid" }
            : { to: "/user/sign-up", label: "Start free trial", look: "solid" },
        ]}
      />

      <section className="section" aria-labelledby="editions-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="editions-heading">Desktop editions</h2>
            <p>
              Each edition includes end-of-day data for all five exchanges. The difference is how many tools you get and how much of the
              analysis Investar does for you.
            </p>
          </div>
          <div className="grid grid--4">
            {editionLadder.map((slug) => {
              const edition = priceCopy.content(editions[slug]);
              const highlighted = slug === "standard";
              return (
                <article key={slug} className={highlighted ? "card product-card product-card--highlight" : "card product-card"}>
                  {highlighted ? <span className="product-card__badge">Most popular</span> : null}
                  {edition.price.isFree ? <span className="product-card__badge">Free</span> : null}
                  <h3>{edition.name}</h3>
                  <p>{edition.tagline}</p>
                  <p className="product-card__price">{edition.price.amount}</p>
                  <p className="product-card__price-note">{edition.price.note}</p>
                  <ul className="check-list">
                    {edition.stats.map((stat) => (
                      <li key={stat.label}>
                        {stat.value} {stat.label}
                      </li>
                    ))}
                  </ul>
                  <div className="button-row">
                    <Link to={`/investar/${slug}`} className={highlighted ? "button button--primary" : "button button--ghost"}>
                      Explore {edition.shortName}
                      <span className="visually-hidden"> edition</span>
                    </Link>
                  </div>
                </article>
              );
            })}
          </div>
          <div className="section__footer">
            <Link to="/investar/product-comparison" className="button button--ghost">
              Compare every feature
            </Link>
            <Link to="/Pricing" className="button button--ghost">
              See plans and prices
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="mobile-heading">
        <div className="section__inner split">
          <div>
            <span className="eyebrow">Mobile</span>
            <h2 id="mobile-heading">Investar on your phone</h2>
            <p className="lead-text">
              The Investar mobile app puts charts, your watchlists and the results of popular scans on your Android phone, for the moments
              when you are away from your desk.
            </p>
            <p>
              Mobile has its own subscription, so you can use it on its own or alongside a desktop edition. The desktop program remains the
              place for deep work: multi-chart layouts, the custom screener and the automatic studies.
            </p>
            <div className="button-row">
              <Link to="/PricingMobile" className="button button--primary">
                See mobile plans
              </Link>
            </div>
          </div>
          <div className="card">
            <h3>What the app is good for</h3>
            <ul className="check-list">
              <li>Checking how your watchlist closed on the way home</li>
              <li>Candlestick charts with the common indicators, wherever you are</li>
              <li>Reviewing scan results before the next session</li>
              <li>Keeping an eye on levels you have marked, without opening a laptop</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section" id="data-add-ons" aria-labelledby="addons-heading">
        <div className="section__inner">
          <div className="section__header">
            <span className="eyebrow">Data add-ons</span>
            <h2 id="addons-heading">Intraday and real-time data</h2>
            <p>
              End-of-day data is part of every edition. If you trade inside the session, add intraday or real-time data to a Standard or Pro
              subscription, and pay only for the segments you actually trade.
            </p>
          </div>
          <div className="grid grid--4">
            {dataAddOns.map((addOn) => (
              <article key={addOn.name} className="card">
                <h3>{addOn.name}</h3>
                <p>{addOn.summary}</p>
                <ul className="variant-list" aria-label={`${addOn.name} options`}>
                  {addOn.variants.map((variant) => (
                    <li key={variant}>{variant}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <div className="grid grid--2 spaced-top">
            <div className="notice notice--info">
              <p>
                <strong>5-minute or 1-minute?</strong> Five-minute bars suit most intraday and short-term swing traders and keep charts
                uncluttered. One-minute bars are for scalpers and for traders who time entries very precisely in Nifty and Bank Nifty
                options.
              </p>
            </div>
            <div className="notice notice--info">
              <p>
                <strong>Intraday or real-time?</strong> Intraday add-ons refresh the bars through the session. Real-time add-ons stream
                prices as trades happen, so the latest bar, your indicators and your alerts move tick by tick.
              </p>
            </div>
          </div>
          <div className="section__footer">
            <Link to="/Pricing" className="button button--primary">
              Choose your add-ons
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="training-heading">
        <div className="section__inner">
          <div className="section__header">
            <span className="eyebrow">Learn</span>
            <h2 id="training-heading">Training and webinars</h2>
            <p>
              Software is only half of the job. Our trainers have taught Indian traders for fifteen years, and the courses focus on method
              and discipline, not on tips.
            </p>
          </div>
          <div className="grid grid--4">
            {training.map((item) => (
              <article key={item.title} className="card product-card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                <div className="button-row">
                  <Link to={item.to} className="button button--ghost">
                    {item.label}
                  </Link>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="more-heading">
        <div className="section__inner">
          <h2 id="more-heading" className="visually-hidden">
            More ways to use Investar
          </h2>
          <div className="grid grid--2">
            <article className="card">
              <h3>More than one computer?</h3>
              <p>
                Add licences to a Basic, Standard or Pro subscription. Simultaneous licences let you run Investar on several computers at
                the same time and get cheaper per licence as you add more; non-simultaneous licences let you install on another computer and
                use one at a time.
              </p>
              <Link to="/investar/faqs#licences">How licences work</Link>
            </article>
            <article className="card">
              <h3>Are you a stock broker?</h3>
              <p>
                Offer Investar to your clients with co-branded trials and partner codes, and earn referral revenue on the subscriptions they
                take.
              </p>
              <Link to="/investar/broker-partner">About the broker partner programme</Link>
            </article>
          </div>
        </div>
      </section>

      <TrialCta />
    </>
  );
}
