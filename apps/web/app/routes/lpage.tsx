import { LandingPage, parseLandingPage, type LandingPageValue } from "@investar/core";
import type { ReactNode } from "react";
import { Link, data, useMatches } from "react-router";
import type { Route } from "./+types/lpage";
import type { RouteHandle } from "../root.tsx";
import { CompactHeader } from "../components/brand-mark.tsx";
import { Band } from "../components/band.tsx";
import { CtaBand } from "../components/content-page.tsx";
import { MarketQuestPrice, loadMarketQuestPrice, type MarketQuestPriceData } from "../components/pricing/market-quest-price.tsx";
import { appContext } from "../load-context.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/pages.css";
import "../styles/offers.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

/** docs/business-rules.md#landing-pages landing-page enum: `/lpage`, `/lpage/1`, `/lpage/LPageInvestar` → free trial; `/lpage/2`, `/lpage/LPageMQOffer` → MQ offer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const landing = parseLandingPage(params.landing);
  if (landing === null) throw data(null, { status: 404 });
  // The offer page promises a price: it shows the one checkout charges while the Master Trader coupon runs.
  const offer = landing === LandingPage.LPageMQOffer ? await loadMarketQuestPrice(context.get(appContext)) : null;
  return { landing, offer };
}

const metaByLanding: Record<LandingPageValue, { title: string; description: string; path: string }> = {
  [LandingPage.LPageInvestar]: {
    title: "Try Investar charting software free for 7 days",
    description:
      "Automatic support and resistance, trendlines, buy/sell signals and 190+ scans for NSE, BSE, MCX and NCDEX. Start a 7-day free trial of Investar, no card needed.",
    path: "/lpage",
  },
  [LandingPage.LPageMQOffer]: {
    title: "Market Quest offer: Investar Pro with technical analysis webinars",
    description:
      "A limited-period bundle of an Investar Pro subscription and the Market Quest webinar series, from beginner to expert, in English and Hindi.",
    path: "/lpage/2",
  },
};

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = metaByLanding[loaderData?.landing ?? LandingPage.LPageInvestar];
  return pageMeta({ ...page, publicUrl: publicUrlFrom(matches), noindex: true });
}

export default function Lpage({ loaderData }: Route.ComponentProps) {
  const page = loaderData.landing === LandingPage.LPageMQOffer ? <MarketQuestOffer offer={loaderData.offer} /> : <FreeTrialLanding />;
  return <LandingShell>{page}</LandingShell>;
}

/**
 * Inside the main layout the page renders as is. If the route is mounted on its own (without the
 * layout's header, <main> and footer), it gets a minimal header, a <main> landmark and legal links.
 */
function LandingShell({ children }: { children: ReactNode }) {
  const inMainLayout = useMatches().some((match) => match.id === "routes/main-layout");
  if (inMainLayout) return <>{children}</>;
  return (
    <>
      <CompactHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="page-narrow" style={{ paddingTop: 0, textAlign: "center", fontSize: "0.9rem" }}>
        <Link to="/investar/terms-and-conditions">Terms of Service</Link> · <Link to="/investar/privacy-policy">Privacy Policy</Link> ·{" "}
        <Link to="/support">Support</Link>
      </footer>
    </>
  );
}

/* ------------------------------------------------------------------ */
/* Landing page 1: free trial                                          */
/* ------------------------------------------------------------------ */

const benefits = [
  {
    icon: <IconLevels />,
    title: "Levels drawn automatically",
    text: "Auto support/resistance, auto trendlines and supply/demand zones appear on every chart, recalculated as new candles arrive. No more guessing where a level really is.",
  },
  {
    icon: <IconScan />,
    title: "190+ scans across the market",
    text: "Breakouts, candlestick patterns, indicator crossovers and classical patterns, run over NSE, BSE, NSE F&O, MCX and NCDEX in minutes — with alerts when a stock qualifies.",
  },
  {
    icon: <IconSupport />,
    title: "Training and support included",
    text: "Short how-to videos, live webinars in English and Hindi, and a support team in India that can connect to your computer and set things up with you.",
  },
];

function FreeTrialLanding() {
  return (
    <>
      <section className="landing-hero" aria-labelledby="lp-heading">
        <div className="landing-hero__inner">
          <div>
            <span className="eyebrow">Charting software for Indian markets</span>
            <h1 id="lp-heading">See support, resistance and trendlines the moment you open a chart</h1>
            <p className="landing-hero__lead">
              Investar draws the levels for you and scans the whole market every evening, so you spend your time deciding, not drawing. Try
              every Pro feature free for 7 days.
            </p>
            <div className="button-row">
              <Link to="/user/sign-up?src=lpage&landing=1" className="button button--accent">
                Start my 7-day free trial
              </Link>
            </div>
            <p className="landing-hero__fine">No card needed. Windows 10 or 11. Nothing to cancel — the trial simply ends.</p>
          </div>
          <div className="landing-art">
            <LandingChart />
          </div>
        </div>
      </section>

      <Band labelledBy="lp-benefits">
        <div className="section__intro">
          <h2 id="lp-benefits">Three reasons traders choose Investar</h2>
        </div>
        <div className="grid grid--3">
          {benefits.map((benefit) => (
            <article key={benefit.title} className="card benefit-card">
              <div className="benefit-card__icon" aria-hidden="true">
                {benefit.icon}
              </div>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </article>
          ))}
        </div>
      </Band>

      <Band alt label="What other users say">
        <p className="social-proof">
          Trusted by <strong>2,50,000+ registered users</strong> — traders and investors across India have relied on Investar for{" "}
          <strong>15 years</strong>.
        </p>
      </Band>

      <CtaBand
        heading="Your first chart is about five minutes away"
        text="Sign up with your email, download the setup, and the end-of-day data loads automatically."
        links={[{ to: "/user/sign-up?src=lpage&landing=1", label: "Start my 7-day free trial" }]}
      />
      <p className="page-narrow" style={{ paddingTop: 0, fontSize: "0.85rem", color: "var(--color-muted)", textAlign: "center" }}>
        Investar is analysis software, not investment advice. Trading involves risk; automatic levels and signals do not guarantee results.
      </p>
    </>
  );
}

/* ------------------------------------------------------------------ */
/* Landing page 2: Market Quest (MQ) offer                            */
/* ------------------------------------------------------------------ */

const questStages = [
  {
    level: "Beginner",
    title: "Reading the chart",
    text: "Candlesticks, timeframes, trend, and drawing support and resistance — then checking your work against Investar's automatic levels.",
  },
  {
    level: "Intermediate",
    title: "Building a setup",
    text: "Moving averages, RSI, MACD and volume together; turning an idea into a scan; placing a stop before you enter.",
  },
  {
    level: "Expert",
    title: "Testing and refining",
    text: "Multi-timeframe scans, the Pro query language and a written trading plan with position sizing and a review routine.",
  },
];

function MarketQuestOffer({ offer }: { offer: MarketQuestPriceData | null }) {
  return (
    <>
      <section className="landing-hero landing-hero--offer" aria-labelledby="mq-heading">
        <div className="landing-hero__inner">
          <div>
            <span className="eyebrow">Market Quest · limited-period offer</span>
            <h1 id="mq-heading">Investar Pro and a complete technical analysis course, in one bundle</h1>
            <p className="landing-hero__lead">
              Market Quest pairs a Pro subscription with our training webinars, so you learn a method and practise it on the same charts,
              scans and screener the presenters use.
            </p>
            <MarketQuestPrice offer={offer} />
          </div>
          <div>
            <h2 style={{ color: "#fff", fontSize: "1.2rem" }}>What the bundle includes</h2>
            <ul className="bundle-list">
              <li>
                <strong>Investar Pro subscription</strong>
                <span>65+ indicators, 190+ scans, custom screener, multi-timeframe scans and the query language.</span>
              </li>
              <li>
                <strong>Market Quest webinar series</strong>
                <span>Live sessions from Beginner to Expert, in English or Hindi, with recordings in My Webinars.</span>
              </li>
              <li>
                <strong>Questions answered live</strong>
                <span>Every session ends with an open Q&amp;A on the week&apos;s charts.</span>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <Band labelledBy="mq-path">
        <div className="section__intro">
          <h2 id="mq-path">Three stages, one method</h2>
          <p>Start where you are. Each stage builds on the one before and ends with something you can use the next morning.</p>
        </div>
        <div className="grid grid--3">
          {questStages.map((stage) => (
            <article key={stage.level} className={`card level-card level-card--${stage.level.toLowerCase()}`}>
              <span className="tag">{stage.level}</span>
              <h3 style={{ marginTop: "var(--space-2)" }}>{stage.title}</h3>
              <p>{stage.text}</p>
            </article>
          ))}
        </div>
      </Band>

      <CtaBand
        alt
        heading="Claim Market Quest before the offer closes"
        text="Every edition and billing period with the Market Quest discount is listed on the Pricing page, under the running offers."
        links={[{ to: "/Pricing#market-quest", label: "Go to Pricing" }]}
      />
      <p className="page-narrow" style={{ fontSize: "0.85rem", color: "var(--color-muted)", textAlign: "center" }}>
        Webinars teach analysis methods; they are not investment advice or tips, and no method guarantees profits. Prices in INR include 18%
        GST at checkout.
      </p>
    </>
  );
}

/* ------------------------------------------------------------------ */
/* Pictures (inline SVG, nothing loaded from other hosts)              */
/* ------------------------------------------------------------------ */

// [open, high, low, close] of an illustrative price series (not real market data).
const candles: [number, number, number, number][] = [
  [212, 216, 204, 206],
  [206, 209, 198, 200],
  [200, 203, 192, 195],
  [195, 199, 190, 197],
  [197, 204, 195, 202],
  [202, 207, 199, 201],
  [201, 203, 193, 194],
  [194, 196, 189, 191],
  [191, 198, 190, 197],
  [197, 205, 196, 204],
  [204, 210, 202, 209],
  [209, 212, 203, 205],
  [205, 207, 199, 201],
  [201, 206, 200, 205],
  [205, 213, 204, 212],
  [212, 217, 210, 215],
  [215, 216, 208, 210],
  [210, 214, 207, 213],
  [213, 221, 212, 219],
  [219, 224, 216, 222],
  [222, 225, 217, 219],
  [219, 226, 218, 225],
  [225, 231, 223, 229],
  [229, 232, 225, 227],
];

function LandingChart() {
  const width = 480;
  const height = 280;
  const top = 16;
  const bottom = 24;
  const left = 12;
  const step = (width - left - 44) / candles.length;
  const min = 186;
  const max = 234;
  const y = (price: number) => top + ((max - price) / (max - min)) * (height - top - bottom);
  const x = (index: number) => left + step * index + step / 2;
  const support = 191;
  const resistance = 212;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="lp-chart-title">
      <title id="lp-chart-title">
        Illustration: a candlestick chart with an automatic support line, a resistance line that price breaks, a rising trendline and a buy
        signal
      </title>
      <rect width={width} height={height} fill="#fff" />
      {[0, 1, 2, 3].map((row) => (
        <line key={row} x1={left} x2={width - 40} y1={top + row * 60} y2={top + row * 60} stroke="#eef1f6" />
      ))}
      <line x1={left} x2={width - 40} y1={y(support)} y2={y(support)} stroke="#1b8a4f" strokeWidth="2" strokeDasharray="6 4" />
      <line x1={left} x2={width - 40} y1={y(resistance)} y2={y(resistance)} stroke="#c92a2a" strokeWidth="2" strokeDasharray="6 4" />
      <text x={width - 36} y={y(support) + 4} fontSize="11" fill="#14663b" fontFamily="system-ui, sans-serif">
        S
      </text>
      <text x={width - 36} y={y(resistance) + 4} fontSize="11" fill="#a51d1d" fontFamily="system-ui, sans-serif">
        R
      </text>
      <line x1={x(7)} y1={y(189)} x2={x(23)} y2={y(223)} stroke="#0b3d6e" strokeWidth="2" />
      {candles.map(([open, high, low, close], index) => {
        const up = close >= open;
        const colour = up ? "#1b8a4f" : "#c92a2a";
        const bodyTop = y(Math.max(open, close));
        const bodyHeight = Math.max(2, Math.abs(y(open) - y(close)));
        return (
          <g key={index}>
            <line x1={x(index)} x2={x(index)} y1={y(high)} y2={y(low)} stroke={colour} strokeWidth="1.5" />
            <rect x={x(index) - step * 0.32} y={bodyTop} width={step * 0.64} height={bodyHeight} fill={colour} />
          </g>
        );
      })}
      <path d={`M${x(14)} ${y(203) + 14} l-7 10 h14 z`} fill="#1b8a4f" />
      <text x={x(14) + 10} y={y(203) + 26} fontSize="12" fontWeight="700" fill="#14663b" fontFamily="system-ui, sans-serif">
        BUY
      </text>
    </svg>
  );
}

function IconLevels() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 7h18M3 17h18" strokeDasharray="3 3" />
      <path d="M4 15l5-5 4 3 7-7" />
    </svg>
  );
}

function IconScan() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21M7.5 12l2-2.5 2 1.5 2-3" />
    </svg>
  );
}

function IconSupport() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-2 2.5-5 2.5" />
    </svg>
  );
}
