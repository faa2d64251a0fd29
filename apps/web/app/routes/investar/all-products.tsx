import { Link } from "react-router";
import type { Route } from "./+types/all-products";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { ButtonLinks, PageHero, TrialCta } from "../../components/content-page.tsx";
import { dataAddOns, editionLadder, editions } from "../../content/editions.ts";
import { usePriceCopy } from "../../lib/price-copy.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import "../../styles/product.css";
import { Band, SectionHeader } from "../../components/band.tsx";
import { PointList } from "../../components/point-list.tsx";
import { InfoNotes } from "../../components/info-notes.tsx";
import { TextCards } from "../../components/text-cards.tsx";

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

      <Band labelledBy="editions-heading">
        <SectionHeader
          id="editions-heading"
          heading="Desktop editions"
          text="Each edition includes end-of-day data for all five exchanges. The difference is how many tools you get and how much of the analysis Investar does for you."
        />
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
          <ButtonLinks
            links={[
              { to: "/investar/product-comparison", label: "Compare every feature" },
              { to: "/Pricing", label: "See plans and prices" },
            ]}
          />
        </div>
      </Band>

      <Band alt labelledBy="mobile-heading" layout="split">
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
            <ButtonLinks links={[{ to: "/PricingMobile", label: "See mobile plans", look: "primary" }]} />
          </div>
        </div>
        <div className="card">
          <h3>What the app is good for</h3>
          <PointList
            items={[
              "Checking how your watchlist closed on the way home",
              "Candlestick charts with the common indicators, wherever you are",
              "Reviewing scan results before the next session",
              "Keeping an eye on levels you have marked, without opening a laptop",
            ]}
          />
        </div>
      </Band>

      <Band id="data-add-ons" labelledBy="addons-heading">
        <SectionHeader
          id="addons-heading"
          eyebrow="Data add-ons"
          heading="Intraday and real-time data"
          text="End-of-day data is part of every edition. If you trade inside the session, add intraday or real-time data to a Standard or Pro subscription, and pay only for the segments you actually trade."
        />
        <TextCards
          columns={4}
          items={dataAddOns.map((addOn) => ({
            title: addOn.name,
            text: addOn.summary,
            more: (
              <ul className="variant-list" aria-label={`${addOn.name} options`}>
                {addOn.variants.map((variant) => (
                  <li key={variant}>{variant}</li>
                ))}
              </ul>
            ),
          }))}
        />
        <InfoNotes
          notes={[
            <>
              <strong>5-minute or 1-minute?</strong> Five-minute bars suit most intraday and short-term swing traders and keep charts
              uncluttered. One-minute bars are for scalpers and for traders who time entries very precisely in Nifty and Bank Nifty options.
            </>,
            <>
              <strong>Intraday or real-time?</strong> Intraday add-ons refresh the bars through the session. Real-time add-ons stream prices
              as trades happen, so the latest bar, your indicators and your alerts move tick by tick.
            </>,
          ]}
        />
        <div className="section__footer">
          <ButtonLinks links={[{ to: "/Pricing", label: "Choose your add-ons", look: "primary" }]} />
        </div>
      </Band>

      <Band alt labelledBy="training-heading">
        <SectionHeader
          id="training-heading"
          eyebrow="Learn"
          heading="Training and webinars"
          text="Software is only half of the job. Our trainers have taught Indian traders for fifteen years, and the courses focus on method and discipline, not on tips."
        />
        <TextCards
          columns={4}
          cardClassName="card product-card"
          items={training.map((item) => ({
            ...item,
            more: (
              <div className="button-row">
                <ButtonLinks links={[item]} />
              </div>
            ),
          }))}
        />
      </Band>

      <Band labelledBy="more-heading">
        <h2 id="more-heading" className="visually-hidden">
          More ways to use Investar
        </h2>
        <TextCards
          columns={2}
          items={[
            {
              title: "More than one computer?",
              text: "Add licences to a Basic, Standard or Pro subscription. Simultaneous licences let you run Investar on several computers at the same time and get cheaper per licence as you add more; non-simultaneous licences let you install on another computer and use one at a time.",
              more: <Link to="/investar/faqs#licences">How licences work</Link>,
            },
            {
              title: "Are you a stock broker?",
              text: "Offer Investar to your clients with co-branded trials and partner codes, and earn referral revenue on the subscriptions they take.",
              more: <Link to="/investar/broker-partner">About the broker partner programme</Link>,
            },
          ]}
        />
      </Band>

      <TrialCta />
    </>
  );
}
