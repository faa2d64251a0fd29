import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/technical-analysis-training";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import "../../styles/pages.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Technical analysis training and webinars in English and Hindi | Investar",
    description:
      "Learn technical analysis from beginner to expert: price action, candlesticks, support and resistance, trend, indicators, volume, chart patterns and risk management. Live webinars and recorded videos.",
    path: "/education/technical-analysis-training",
    publicUrl: publicUrlFrom(matches),
  });
}

interface Level {
  name: "Beginner" | "Intermediate" | "Expert";
  summary: string;
  forWhom: string;
  learn: string;
  prerequisite: string;
}

const levels: Level[] = [
  {
    name: "Beginner",
    summary: "Read a price chart with confidence and know what you are looking at before you place a trade.",
    forWhom: "New traders and investors, and anyone who has so far traded on tips rather than charts.",
    learn:
      "How a candlestick is built, choosing a timeframe, the basic candlestick patterns, drawing support and resistance, spotting a trend, and why every trade needs a stop-loss.",
    prerequisite: "None. A computer and curiosity are enough.",
  },
  {
    name: "Intermediate",
    summary: "Combine a few tools into one repeatable setup with clear rules for entry, exit and position size.",
    forWhom: "Traders who can read a chart but find that their decisions change from day to day.",
    learn:
      "Moving averages, RSI, MACD and Bollinger Bands without overloading the chart; volume confirmation; continuation and reversal patterns; multi-timeframe reading; position sizing.",
    prerequisite: "The Beginner level or equivalent experience.",
  },
  {
    name: "Expert",
    summary: "Turn a trading idea into scans you can test, then review and refine it with a written plan.",
    forWhom: "Active traders who already follow a method and want to make it systematic.",
    learn:
      "Relative strength and sector rotation, confluence across timeframes, turning rules into scans and screener queries, measuring drawdowns, and keeping a trade journal that changes what you do.",
    prerequisite: "The Intermediate level. Hands-on sessions use Investar Standard or Pro.",
  },
];

interface Topic {
  title: string;
  text: string;
  icon: ReactNode;
}

const iconProps = {
  width: 26,
  height: 26,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

const topics: Topic[] = [
  {
    title: "Price action",
    text: "Reading what buyers and sellers did from the bars alone: higher highs, lower lows, wide and narrow ranges, and where the close sits in the day's range.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 17l4-4 3 2 5-6 6 4" />
      </svg>
    ),
  },
  {
    title: "Candlesticks",
    text: "Single and multi-candle patterns — doji, hammer, engulfing, morning star — and why the location of a pattern matters more than its shape.",
    icon: (
      <svg {...iconProps}>
        <path d="M7 3v18M17 5v14" />
        <rect x="5" y="7" width="4" height="8" />
        <rect x="15" y="9" width="4" height="6" />
      </svg>
    ),
  },
  {
    title: "Support and resistance",
    text: "Finding the levels that matter, why broken resistance often becomes support, and comparing your own lines with Investar's automatic levels.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 6h18M3 18h18" strokeDasharray="3 3" />
        <path d="M5 15l4-7 4 5 4-7" />
      </svg>
    ),
  },
  {
    title: "Trend",
    text: "Defining a trend objectively, drawing trendlines and channels, Dow theory in plain language, and knowing when a trend is tired rather than over.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 19L21 5" />
        <path d="M15 5h6v6" />
      </svg>
    ),
  },
  {
    title: "Indicators",
    text: "What moving averages, RSI, MACD, stochastics, ADX and Bollinger Bands actually measure, which ones repeat each other, and sensible default settings.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 12c3-6 6-6 9 0s6 6 9 0" />
        <path d="M3 20h18" />
      </svg>
    ),
  },
  {
    title: "Volume",
    text: "Using volume to confirm breakouts, spot exhaustion and judge liquidity; delivery percentage for cash stocks and open interest for F&O.",
    icon: (
      <svg {...iconProps}>
        <path d="M5 20v-6M10 20V8M15 20v-9M20 20V4" />
      </svg>
    ),
  },
  {
    title: "Chart patterns",
    text: "Triangles, flags, head and shoulders, double tops and bottoms, cup and handle: how they form, where to measure a target and where each one fails.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 18l4-8 3 4 3-9 3 9 3-4 2 8" />
      </svg>
    ),
  },
  {
    title: "Risk management",
    text: "Stop-loss placement, position sizing from the amount you are willing to lose, risk-to-reward, and protecting capital through a losing streak.",
    icon: (
      <svg {...iconProps}>
        <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
        <path d="M9 12l2 2 4-4" />
      </svg>
    ),
  },
];

export default function TechnicalAnalysisTraining() {
  const { user } = useRootData();
  return (
    <>
      <PageHero
        eyebrow="Education"
        heading="Technical analysis training, from your first candlestick to a tested plan"
        lead="Structured webinars and recorded lessons at three levels, taught on real Indian market charts in English and Hindi. Learn a method, then practise it in the same software the presenter uses."
        actions={
          user ? (
            <Link to="/education/my-webinars" className="button button--light">
              Go to My Webinars
            </Link>
          ) : (
            <>
              <Link to="/user/sign-up" className="button button--light">
                Create a free account
              </Link>
              <Link
                to="/user/login?returnUrl=%2Feducation%2Fmy-webinars"
                className="button button--ghost"
                style={{ color: "#fff", borderColor: "rgb(255 255 255 / 45%)" }}
              >
                Log in
              </Link>
            </>
          )
        }
      />

      <section className="section" aria-labelledby="levels">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="levels">Three course levels</h2>
            <p>
              Every webinar and recorded lesson is tagged Beginner, Intermediate or Expert, so you can start at the right place and
              know what to take next.
            </p>
          </div>
          <div className="grid grid--3">
            {levels.map((level) => (
              <article key={level.name} className={`card level-card level-card--${level.name.toLowerCase()}`}>
                <h3>{level.name}</h3>
                <p>{level.summary}</p>
                <dl>
                  <dt>Who it is for</dt>
                  <dd>{level.forWhom}</dd>
                  <dt>What you will learn</dt>
                  <dd>{level.learn}</dd>
                  <dt>Prerequisite</dt>
                  <dd>{level.prerequisite}</dd>
                </dl>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="topics">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="topics">What the courses cover</h2>
            <p>Eight subjects run through all three levels, each taught first as a concept and then on live charts.</p>
          </div>
          <div className="grid grid--4">
            {topics.map((topic) => (
              <article key={topic.title} className="card topic-card">
                <h3>
                  <span className="contact-card__icon">{topic.icon}</span>
                  {topic.title}
                </h3>
                <p>{topic.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="formats">
        <div className="section__inner grid grid--2">
          <div>
            <h2 id="formats">Live webinars and recorded videos</h2>
            <h3>Live webinars</h3>
            <ul className="tag-row" aria-label="Languages">
              <li className="tag">English</li>
              <li className="tag tag--accent">Hindi</li>
            </ul>
            <p>
              Sessions run after market hours or on weekends and last 60 to 120 minutes, with time at the end for your questions.
              Each session is held in English or in Hindi; the language is shown on the listing, and popular sessions run in both.
            </p>
            <p>
              Every listing tells you the level, date and time (IST), duration, presenter and any prerequisite, so you know exactly
              what you are signing up for.
            </p>
            <h3>Recorded videos</h3>
            <p>
              Recorded lessons let you learn at your own pace and replay the hard parts. Registered attendees of a webinar can
              watch its recording afterwards from My Webinars, and download it where the presenter has made a download available.
            </p>
          </div>
          <div>
            <h2>Who presents</h2>
            <p>
              Webinars are presented by Investar&apos;s own analysts and product specialists — people who chart the Indian markets
              daily and help our users with the software — and, from time to time, by experienced guest traders.
            </p>
            <p>
              Every listing includes an &ldquo;about the presenter&rdquo; note so you can see their background before you register.
            </p>
            <div className="notice notice--info">
              <p style={{ margin: 0 }}>
                Presenters teach methods, not tips. Stocks shown in a session are examples of a technique, not recommendations to
                buy or sell, and no method guarantees a profit.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="register">
        <div className="section__inner grid grid--2">
          <div>
            <h2 id="register">How registration works</h2>
            <p>
              Both free and paid webinars need an Investar account, so we can send you the joining link and keep the recording in
              one place for you. The account is free and also starts your 7-day trial of the software.
            </p>
            <ol className="steps">
              <li>
                <strong>Sign up or log in.</strong> <Link to="/user/sign-up">Create a free account</Link> with your email, or{" "}
                <Link to="/user/login?returnUrl=%2Feducation%2Fmy-webinars">log in</Link> if you already have one.
              </li>
              <li>
                <strong>Pick a session.</strong> Choose by level and language. Free webinars are confirmed straight away.
              </li>
              <li>
                <strong>Pay for paid webinars.</strong> Prices are shown in INR (18% GST is added at checkout) or USD. Subscribers
                may see a webinar discount, and offer coupon codes are applied at checkout.
              </li>
              <li>
                <strong>Join and review.</strong> The joining link arrives by email and appears in{" "}
                <Link to="/education/my-webinars">My Webinars</Link>, where the recording is available after the session.
              </li>
            </ol>
          </div>
          <div>
            <h2>Common questions</h2>
            <div className="faq-list">
              <details>
                <summary>Do I need Investar to attend?</summary>
                <p>
                  No. Beginner sessions need nothing but a browser. Intermediate and Expert sessions include hands-on parts that are
                  easier to follow in Investar; the free trial is enough for that.
                </p>
              </details>
              <details>
                <summary>What if I miss a live session?</summary>
                <p>
                  If you registered, the recording is added to My Webinars after the session, so you can watch it when it suits
                  you.
                </p>
              </details>
              <details>
                <summary>Can I ask questions during the webinar?</summary>
                <p>
                  Yes. Type them in the webinar chat at any time; the presenter answers them in the Q&amp;A at the end, and
                  sometimes along the way.
                </p>
              </details>
              <details>
                <summary>What happens if a paid webinar is cancelled?</summary>
                <p>
                  We move you to the rescheduled session. If you cannot attend the new date, we refund the fee or add it to your
                  wallet, whichever you prefer.
                </p>
              </details>
            </div>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="section__inner cta-band">
          <h2>{user ? "Your webinars are waiting" : "Start learning with a free account"}</h2>
          <p>
            {user
              ? "See the sessions you have registered for, join live webinars and watch recordings."
              : "One account for webinars, recordings and a 7-day trial of the Investar software."}
          </p>
          <div className="button-row">
            {user ? (
              <Link to="/education/my-webinars" className="button button--light">
                Open My Webinars
              </Link>
            ) : (
              <Link to="/user/sign-up" className="button button--light">
                Create a free account
              </Link>
            )}
            <Link
              to="/education/investar-software-training"
              className="button button--ghost"
              style={{ color: "#fff", borderColor: "rgb(255 255 255 / 45%)" }}
            >
              Software training
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
