import { Link } from "react-router";
import { usePriceCopy } from "../lib/price-copy.ts";
import type { Route } from "./+types/stock-market-software";
import type { RouteHandle } from "../root.tsx";
import type { ChartKind } from "../components/charts/chart-kinds.ts";
import { ChartFigure } from "../components/charts/chart-figure.tsx";
import { PageHero, TrialCta } from "../components/content-page.tsx";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/tour.css";
import { FeatureGrid } from "../components/feature-grid.tsx";
import { FeatureCopy, PageSection, featureRowLayout } from "../components/page-section.tsx";
import { Band } from "../components/band.tsx";
import { TextCards } from "../components/text-cards.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Stock market software for Indian traders | Investar",
    description:
      "Technical analysis, fundamental analysis, a stock screener and portfolio management for NSE, BSE, NSE F&O, MCX and NCDEX in one Windows program. Free Lite edition and a 7-day trial.",
    path: "/stock-market-software",
    publicUrl: publicUrlFrom(matches),
  });
}

interface Pillar {
  title: string;
  summary: string;
  to: string;
  chart: ChartKind;
  paragraphs: string[];
  bullets: string[];
}

const pillars: Pillar[] = [
  {
    title: "Technical analysis",
    summary: "Charts with automatic levels, trendlines, zones, patterns and signals.",
    to: "/tour/technical-analysis-software",
    chart: "patterns",
    paragraphs: [
      "Open any stock, index, future or commodity and Investar has already drawn the support and resistance levels, trendlines, supply and demand zones and classical patterns on it, by the same rules on every chart. Add your choice of more than 65 indicators and 35 drawing tools, and arrange up to six charts in one layout.",
      "The automatic studies are a consistent starting point, not a black box: every level, line and signal is drawn where you can check it against the price.",
    ],
    bullets: [
      "Auto support/resistance and trendlines",
      "Supply/demand zones and classical patterns",
      "Buy/sell signals with stop-loss levels",
    ],
  },
  {
    title: "Fundamental analysis",
    summary: "Results, ratios and growth history of listed companies beside the chart.",
    to: "/tour/fundamental-analysis-software",
    chart: "fundamentals",
    paragraphs: [
      "Look at a company's revenue and profit history, its margins, debt and valuation ratios, and see them next to the price chart. Growth that is steady, profit that lags sales, a valuation that has run ahead of earnings: each is visible at a glance.",
      "Fundamentals help decide what is worth owning; the chart then helps decide when to buy and where the idea would be proved wrong.",
    ],
    bullets: [
      "Annual and quarterly results as a history",
      "P/E, P/B, ROE, ROCE and debt to equity",
      "Fundamental shortlists checked on the chart",
    ],
  },
  {
    title: "Stock screener",
    summary: "190+ ready scans, scan alerts and a custom screener in Pro.",
    to: "/tour/stock-screener-software",
    chart: "scan",
    paragraphs: [
      "Run any of more than 190 ready scans over an exchange or a watchlist to find breakouts, candlestick and chart patterns, indicator crossovers, volume surges and stocks near support. Results open directly into charts with the automatic studies drawn.",
      "Investar Pro adds a custom screener, multi-timeframe scans and a query language for your own conditions, and any scan can become an alert that reports new matches.",
    ],
    bullets: [
      "190+ ready scans in Standard and Pro, 18 in Lite",
      "Scan alerts for newly qualifying stocks",
      "Custom and multi-timeframe scans in Pro",
    ],
  },
  {
    title: "Portfolio management",
    summary: "Holdings, gains, allocation and the technical picture of what you own.",
    to: "/tour/portfolio-management-software",
    chart: "portfolio",
    paragraphs: [
      "Record your purchases and sales and Investar keeps each position's average cost, market value and realised and unrealised gains, with the portfolio's allocation by sector. Every holding opens as a chart, so reviewing the portfolio and reviewing the trend are one job.",
      "Alerts on the levels that would change your mind about a holding mean you no longer have to check prices every day.",
    ],
    bullets: ["Realised and unrealised gains", "Allocation by sector and holding", "Alerts on the stocks you own"],
  },
];

const audiences: Array<[string, string]> = [
  [
    "Long-term investors",
    "Screen on fundamentals, buy near support rather than after a spike, and review holdings once a week with levels and trendlines drawn for you.",
  ],
  [
    "Swing and positional traders",
    "End-of-day data, evening scans and alerts on daily closes fit a routine that does not need you at the screen during market hours.",
  ],
  [
    "Intraday traders",
    "Add 5-minute, 1-minute or real-time data for NSE cash or F&O and use the same signals, levels and alerts on short timeframes.",
  ],
  [
    "F&O traders",
    "Chart NSE futures and options contracts beside their underlying stocks and indices, with special Nifty data packages for index traders.",
  ],
  ["Commodity traders", "MCX and NCDEX futures in the same program as your equities, with the same automatic studies and scans."],
  [
    "People learning to trade",
    "Start with the free Lite edition and our technical analysis and software training, then upgrade when your method needs more tools.",
  ],
];

const faqs: Array<[string, string]> = [
  [
    "Is there a free version?",
    "Yes. Investar Lite is free and includes 12 indicators with fixed parameters, 8 drawing tools, 18 scans and five years of end-of-day data for NSE, BSE, NSE F&O, MCX and NCDEX. You can also try every feature of the paid editions free for 7 days.",
  ],
  [
    "What do the paid editions cost?",
    "Investar Standard starts at {{Standard/month}} a month and Investar Pro at {{Pro/month}} a month, both paid quarterly. Monthly and annual billing and intraday data add-ons are listed on the pricing page.",
  ],
  [
    "Do I need intraday data?",
    "Only if you trade within the session. End-of-day data is included in every edition and is enough for positional and swing trading. Intraday add-ons for NSE cash and F&O come in 5-minute, 1-minute and real-time versions.",
  ],
  [
    "Will Investar tell me what to buy?",
    "Investar shows levels, trendlines, patterns and rule-based signals, and some signal strategies have recorded success rates of up to 83% on historical data. It does not guarantee profits, and no software can: the decision, the position size and the risk stay with you.",
  ],
  [
    "Which computers does it run on?",
    "Investar is a desktop program for Windows. Download it from the download page, sign in with your Investar account and it fetches the data your plan includes.",
  ],
];

const desktopReasons = [
  {
    title: "Fast where it counts",
    text: "Scans run on your own computer against data already downloaded, so a full-market scan at the end of a busy day takes moments.",
  },
  {
    title: "Room to work",
    text: "Six charts in one layout on a large screen is a different experience from a browser tab. Compare a stock with its sector, or one stock on several timeframes.",
  },
  {
    title: "Your analysis stays put",
    text: "Watchlists, drawings, portfolios and alerts live in the program, ready when you open it, without rebuilding them every session.",
  },
];

export default function StockMarketSoftware() {
  const priceCopy = usePriceCopy();
  return (
    <>
      <PageHero
        eyebrow="Stock market software"
        heading="Stock market software for Indian traders"
        lead="Investar is one Windows program for technical analysis, fundamental analysis, stock screening and portfolio management on NSE, BSE, NSE F&O, MCX and NCDEX, made by a team that has served Indian traders for 15 years."
        aside={<ChartFigure kind="overview" />}
        links={[
          { to: "/tour/technical-analysis-software", label: "Take the tour" },
          { to: "/Pricing", label: "See pricing" },
        ]}
      />

      <PageSection
        id="pillars-heading"
        heading="Four tools in one program"
        intro="Finding ideas, checking them, timing them and keeping track of them usually means four different websites and a spreadsheet. Investar puts them in one place, working from the same data."
      >
        <FeatureGrid columns={4} items={pillars.map((pillar) => ({ title: pillar.title, to: pillar.to, text: pillar.summary }))} />
      </PageSection>

      {pillars.map((pillar, index) => (
        <Band key={pillar.title} alt={index % 2 === 0} labelledBy={`pillar-${index}`} layout={featureRowLayout(index)}>
          <FeatureCopy
            level={2}
            headingId={`pillar-${index}`}
            heading={pillar.title}
            paragraphs={pillar.paragraphs}
            bullets={pillar.bullets}
            to={pillar.to}
            linkLabel={<>More about {pillar.title.toLowerCase()}</>}
          />
          <ChartFigure kind={pillar.chart} />
        </Band>
      ))}

      <PageSection
        id="audience-heading"
        heading="Who uses Investar"
        intro="Different styles of trading need different data and tools. The same program adapts to each."
      >
        <TextCards columns={3} items={audiences.map(([title, text]) => ({ title, text }))} />
      </PageSection>

      <PageSection id="desktop-heading" alt heading="Why a desktop program">
        <ul className="stat-row">
          <li>
            <strong>15 years</strong>
            <span>serving Indian traders</span>
          </li>
          <li>
            <strong>5</strong>
            <span>segments: NSE, BSE, NSE F&amp;O, MCX, NCDEX</span>
          </li>
          <li>
            <strong>65+</strong>
            <span>indicators</span>
          </li>
          <li>
            <strong>190+</strong>
            <span>ready scans</span>
          </li>
        </ul>
        <TextCards columns={3} items={desktopReasons} />
      </PageSection>

      <Band labelledBy="faq-heading" layout="prose">
        <h2 id="faq-heading">Common questions</h2>
        <div className="faq-list">
          {faqs.map(([question, answer]) => (
            <details key={question}>
              <summary>{question}</summary>
              <p>{priceCopy.text(answer)}</p>
            </details>
          ))}
        </div>
        <p>
          More answers are in the <Link to="/investar/faqs">FAQs</Link>, and the{" "}
          <Link to="/investar/technical-analysis-features">feature catalogue</Link> lists everything the software does.
        </p>
      </Band>

      <TrialCta />
    </>
  );
}
