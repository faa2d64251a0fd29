import { Link } from "react-router";
import type { ReactNode } from "react";
import { usePriceCopy } from "../../lib/price-copy.ts";
import type { Route } from "./+types/technical-analysis-features";
import type { RouteHandle } from "../../root.tsx";
import type { ChartKind } from "../../components/charts/chart-kinds.ts";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/tour.css";
import { FeatureGrid } from "../../components/feature-grid.tsx";
import { FeatureCopy, PageSection, featureRowLayout } from "../../components/page-section.tsx";
import { SplitBand } from "../../components/band.tsx";
import { PointList } from "../../components/point-list.tsx";
import { TextCards } from "../../components/text-cards.tsx";
import { DataTable } from "../../components/data-table.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Technical analysis features: auto levels, trendlines, signals, 65+ indicators | Investar",
    description:
      "The full Investar feature list: auto support/resistance, auto trendlines, supply/demand zones, buy/sell signals, scan alerts, classical patterns, 65+ indicators, 35+ drawing tools and 190+ scans.",
    path: "/investar/technical-analysis-features",
    publicUrl: publicUrlFrom(matches),
  });
}

interface Highlight {
  title: string;
  text: string;
  to: string;
}

const highlights: Highlight[] = [
  {
    title: "Auto support/resistance",
    text: "Levels found from clusters of swing highs and lows, with the number of touches shown on each.",
    to: "/tour/auto-support-resistance",
  },
  {
    title: "Auto trendlines",
    text: "Rising and falling trendlines and their channels, drawn by fixed rules and redrawn as prices move.",
    to: "/tour/auto-trendlines",
  },
  {
    title: "Supply/demand zones",
    text: "The bases that launched strong moves, shaded and extended until the price comes back to test them.",
    to: "/tour/auto-support-resistance",
  },
  {
    title: "Auto buy/sell signals",
    text: "Rule-based signals on the bar that triggered, each buy paired with a stop-loss level.",
    to: "/tour/buy-sell-signal-software",
  },
  {
    title: "Scan alerts",
    text: "Turn any scan into an alert and hear only about stocks that have newly qualified.",
    to: "/tour/alerts",
  },
  {
    title: "Auto classical patterns",
    text: "Double tops and bottoms, head and shoulders, triangles and more, with necklines and targets.",
    to: "/tour/auto-trendlines",
  },
  {
    title: "65+ indicators",
    text: "Trend, momentum, volatility and volume studies with adjustable parameters in Standard and Pro.",
    to: "/tour/technical-analysis-software",
  },
  {
    title: "190+ scans",
    text: "Ready scans for breakouts, patterns, crossovers and volume, run across a whole exchange in one pass.",
    to: "/tour/stock-screener-software",
  },
];

interface Study {
  chart: ChartKind;
  heading: string;
  paragraphs: string[];
  bullets: string[];
  to: string;
  linkLabel: string;
}

const studies: Study[] = [
  {
    chart: "support-resistance",
    heading: "Auto support and resistance",
    paragraphs: [
      "Investar marks swing highs and lows, groups those that sit within a narrow band of each other and draws a level wherever a group has been touched at least twice. Levels above the price are shown as resistance, levels below as support, and each carries its touch count so you can judge how well tested it is.",
    ],
    bullets: ["Recalculated on every new bar", "Works on stocks, indices, futures and commodities", "Usable in scans and as alert levels"],
    to: "/tour/auto-support-resistance",
    linkLabel: "Tour: auto support and resistance",
  },
  {
    chart: "trendlines",
    heading: "Auto trendlines and channels",
    paragraphs: [
      "From a significant swing low, Investar finds the steepest line that keeps every later low above it, then draws the parallel line through the highs to complete the channel. Falling trendlines are drawn over the highs in the same way. The bar on which the price first closes beyond the line is flagged.",
    ],
    bullets: [
      "Same rules on every chart and timeframe",
      "Channel shows the trend's normal range",
      "Trendline alerts follow the line over time",
    ],
    to: "/tour/auto-trendlines",
    linkLabel: "Tour: auto trendlines",
  },
  {
    chart: "supply-demand",
    heading: "Supply and demand zones",
    paragraphs: [
      "A zone is the tight base from which the price last left in a hurry: demand below the price, where buyers overwhelmed sellers, and supply above it, where the opposite happened. Zones are shaded from the base to the right edge of the chart so you can see the next visit coming.",
    ],
    bullets: ["Band of prices rather than a single line", "Extended until tested", "Pairs naturally with signals and stop-losses"],
    to: "/tour/auto-support-resistance",
    linkLabel: "Read more about levels and zones",
  },
  {
    chart: "signals",
    heading: "Auto buy and sell signals",
    paragraphs: [
      "Signals are drawn on the bar where a rule-based setup triggered, with the indicators or levels behind them visible on the chart. Every buy comes with a stop-loss from the recent price structure. Some signal strategies have recorded success rates of up to 83% on historical data, depending on the strategy, instrument and timeframe; past results are not a promise of future profit.",
    ],
    bullets: ["Visible reason for every signal", "Stop-loss for position sizing", "Scans for fresh signals across the market"],
    to: "/tour/buy-sell-signal-software",
    linkLabel: "Tour: buy and sell signals",
  },
  {
    chart: "patterns",
    heading: "Auto classical patterns",
    paragraphs: [
      "Investar recognises the chart patterns that technical analysts have used for generations and outlines them for you: the two lows of a double bottom, the shoulders and head of a head and shoulders, converging triangle boundaries. The neckline, the breakout bar and a measured target are drawn with the pattern.",
    ],
    bullets: ["Reversal and continuation patterns", "Neckline, breakout and measured target", "Pattern scans across an exchange"],
    to: "/tour/auto-trendlines",
    linkLabel: "Tour: trendlines and patterns",
  },
  {
    chart: "alerts",
    heading: "Price, trendline and scan alerts",
    paragraphs: [
      "Alerts check a condition for you: a close above or below a level, a close beyond a trendline, or a new stock entering a scan. With end-of-day data they are evaluated after each daily update; with an intraday or real-time data add-on for NSE cash or F&O they can trigger during the session.",
    ],
    bullets: [
      "Alerts on any automatic or hand-drawn level",
      "Scan alerts over a whole exchange or a watchlist",
      "Fewer hours in front of the screen",
    ],
    to: "/tour/alerts",
    linkLabel: "Tour: alerts",
  },
];

const indicatorFamilies: Array<{ name: string; purpose: string; examples: string[] }> = [
  {
    name: "Trend",
    purpose: "Which way the market is going and how firmly.",
    examples: ["Simple, exponential and weighted moving averages", "MACD", "Supertrend", "Parabolic SAR", "ADX and DMI", "Ichimoku"],
  },
  {
    name: "Momentum",
    purpose: "Whether a move is gaining or losing force.",
    examples: ["RSI", "Stochastic", "Rate of change", "Williams %R", "CCI", "Momentum"],
  },
  {
    name: "Volatility",
    purpose: "How far prices usually travel, for stops and targets.",
    examples: ["Bollinger Bands", "Average true range", "Keltner channels", "Standard deviation", "Donchian channels"],
  },
  {
    name: "Volume",
    purpose: "Whether participation confirms the price move.",
    examples: ["Volume with its average", "On-balance volume", "Money flow index", "Accumulation/distribution", "Chaikin money flow"],
  },
  {
    name: "Price levels",
    purpose: "Reference prices that many traders watch.",
    examples: ["Pivot points", "Previous high and low", "52-week high and low", "Price envelopes"],
  },
];

const drawingTools = [
  "Trendline and ray",
  "Parallel channel",
  "Horizontal and vertical line",
  "Fibonacci retracement",
  "Fibonacci extension",
  "Fibonacci fan and time zones",
  "Gann fan",
  "Andrews' pitchfork",
  "Rectangle",
  "Arrow and callout",
  "Text note",
];

const editions: Array<[string, string, string, string]> = [
  ["Indicators", "12, fixed parameters", "65+", "65+"],
  ["Drawing tools", "8", "35+", "35+"],
  ["Ready scans", "18", "190+", "190+"],
  ["Multi-chart layouts", "Not included", "Up to 6 windows", "Up to 6 windows"],
  ["Custom screener and query language", "Not included", "Not included", "Included"],
  ["Multi-timeframe scans", "Not included", "Not included", "Included"],
  ["Price", "Free", "From {{Standard/month}}/month, paid quarterly", "From {{Pro/month}}/month, paid quarterly"],
];

const dataRows: Array<[string, string]> = [
  ["NSE equities and indices", "End-of-day data in every edition; intraday add-ons at 5-minute and 1-minute intervals, or real-time"],
  ["NSE F&O", "End-of-day data in every edition; intraday add-ons at 5-minute and 1-minute intervals, or real-time"],
  ["Nifty", "Special intraday packages at 5-minute and 1-minute intervals, and real-time Nifty"],
  ["BSE equities", "End-of-day data in every edition"],
  ["MCX commodity futures", "End-of-day data in every edition"],
  ["NCDEX commodity futures", "End-of-day data in every edition"],
];

interface FactTableProps {
  caption: string;
  headings: readonly string[];
  /** Each row's cells in the headings' order; the first names the row. */
  rows: ReadonlyArray<readonly [string, ...ReactNode[]]>;
  /** One block a row on a phone (table--stack). */
  stacked?: boolean;
}

/** One of the catalogue's tables of facts, its caption for screen readers (the section's heading says it to everyone else). */
function FactTable({ caption, headings, rows, stacked = false }: FactTableProps) {
  return (
    <DataTable
      className={stacked ? "table table--stack" : "table"}
      caption={caption}
      captionHidden
      columns={headings.map((heading, index) => ({
        heading,
        rowHeader: index === 0,
        cell: (row: FactTableProps["rows"][number]) => row[index],
      }))}
      rows={rows}
      rowKey={([name]) => name}
    />
  );
}

export default function TechnicalAnalysisFeatures() {
  const priceCopy = usePriceCopy();
  return (
    <>
      <PageHero
        eyebrow="Feature catalogue"
        heading="Technical analysis features of Investar"
        lead="Automatic levels, trendlines, zones, patterns and signals; 65+ indicators, 35+ drawing tools and 190+ scans; charts for NSE, BSE, NSE F&O, MCX and NCDEX. Here is everything the software does, and which edition does it."
        aside={<ChartFigure kind="overview" />}
        links={[
          { to: "/investar/product-comparison", label: "Compare editions" },
          { to: "/investar/download", label: "Download for Windows" },
        ]}
      />

      <PageSection
        id="highlights-heading"
        heading="Eight highlights"
        intro="The features traders ask about first. Each one removes a chore you would otherwise do by hand on every chart, and applies the same rules every time."
      >
        <FeatureGrid columns={4} numbered items={highlights} />
      </PageSection>

      <PageSection
        id="studies-heading"
        alt
        heading="Automatic studies, up close"
        intro="Every drawing below was produced by the same rules Investar applies to a real chart, here on synthetic prices."
      >
        {studies.map((study, index) => (
          <div key={study.heading} className={featureRowLayout(index)}>
            <FeatureCopy
              level={3}
              heading={study.heading}
              paragraphs={study.paragraphs}
              bullets={study.bullets}
              to={study.to}
              linkLabel={study.linkLabel}
            />
            <ChartFigure kind={study.chart} />
          </div>
        ))}
      </PageSection>

      <PageSection
        id="indicators-heading"
        heading="65+ indicators in five families"
        intro="Standard and Pro include more than 65 indicators with adjustable parameters; any number can share a chart, on the price panel or in panels of their own. The free Lite edition has 12 core indicators with fixed parameters."
      >
        <TextCards
          columns={3}
          items={[
            ...indicatorFamilies.map((family) => ({
              title: family.name,
              text: family.purpose,
              more: <PointList look="tag-list" items={family.examples} />,
            })),
            {
              title: "Combine and compare",
              text: "Stack several studies on one chart: moving averages on the price, RSI and MACD in panels beneath, volume at the foot. Pairing a trend indicator with a momentum one shows both the direction and the strength of a move at a glance.",
            },
          ]}
        />
      </PageSection>

      <SplitBand
        alt
        id="drawing-heading"
        layout="grid grid--2 feature-row"
        heading="35+ drawing tools"
        aside={
          <div>
            <h2>Charts and layouts</h2>
            <p>
              Candlestick, bar and line charts on daily, weekly and monthly periods, with 5-minute and 1-minute charts for NSE cash and F&O
              when you add intraday data. Standard and Pro arrange up to six charts in one layout: a stock with its future, a sector beside
              its leaders, or one stock on six timeframes.
            </p>
            <PointList
              items={[
                "Layouts of up to six chart windows",
                "Watchlists to step through symbols one chart at a time",
                "Indicators on the price panel or in panels of their own",
                "Zoom and scroll through years of history",
              ]}
            />
          </div>
        }
      >
        <p>
          Automatic studies do the routine work; drawing tools are for your own analysis on top. Standard and Pro include more than 35
          tools; Lite includes 8 of the essentials. Drawings are saved with the chart, so they are where you left them next time.
        </p>
        <PointList look="tag-list" items={drawingTools} />
      </SplitBand>

      <SplitBand
        id="scans-heading"
        layout="grid grid--2 feature-row"
        heading="190+ scans and the Pro screener"
        aside={<ChartFigure kind="scan" />}
      >
        <p>
          Ready scans cover breakouts and breakdowns, candlestick and classical patterns, indicator crossovers and extremes, volume surges,
          new highs and lows, and stocks near automatic support or resistance. Run them on an exchange or a watchlist and open the results
          as charts. Lite includes 18 of them.
        </p>
        <p>
          Investar Pro adds a custom screener for your own conditions, multi-timeframe scans that combine, say, a weekly trend filter with a
          daily trigger, and a query language for writing conditions as text.
        </p>
        <Link to="/tour/stock-screener-software" className="feature-card__link">
          Tour: stock screener
        </Link>
      </SplitBand>

      <PageSection
        id="data-heading"
        alt
        heading="Data coverage"
        intro="End-of-day data for all five segments comes with every edition; the free Lite edition includes five years of daily history. Intraday data is an add-on, so you pay only for what your trading needs."
      >
        <FactTable caption="Market data available in Investar by segment" headings={["Segment", "Data"]} rows={dataRows} />
      </PageSection>

      <PageSection
        id="editions-heading"
        heading="Which edition has what"
        intro={
          <>
            Start free with Lite, or try everything for 7 days. See the <Link to="/investar/product-comparison">full comparison</Link> or{" "}
            <Link to="/Pricing">pricing</Link> for every plan and add-on.
          </>
        }
      >
        <FactTable
          stacked
          caption="Key feature limits of Investar Lite, Standard and Pro"
          headings={["Feature", "Lite", "Standard", "Pro"]}
          rows={editions.map(([feature, lite, standard, pro]) => [feature, lite, priceCopy.text(standard), priceCopy.text(pro)])}
        />
        <p className="table-note">GST is added to prices in rupees. Intraday data is charged separately as an add-on.</p>
      </PageSection>

      <TrialCta />
    </>
  );
}
