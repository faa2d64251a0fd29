import { isCurrency, WEBINAR_LANGUAGES, WEBINAR_LEVELS } from "@investar/core";
import type { Route } from "./+types/technical-analysis-training";
import type { RouteHandle } from "../../root.tsx";
import { HeroLinks, PageHero } from "../../components/content-page.tsx";
import { EducationScript } from "../../components/education/education-script.tsx";
import { HowRegistrationWorks } from "../../components/education/how-registration-works.tsx";
import { RegisterDialog } from "../../components/education/register-dialog.tsx";
import { PastWebinars, UpcomingWebinars } from "../../components/education/webinar-lists.tsx";
import { levels, topics } from "../../content/technical-analysis-training.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import "../../styles/pages.css";
import "../../styles/education.css";

/** Cards, filters and the register dialog are server-rendered with one small script: no framework (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, user, clientIp } = context.get(appContext);
  const url = new URL(request.url);
  const chosen = url.searchParams.get("currency");
  const currency = isCurrency(chosen) ? chosen : (await services.getUserLocation(clientIp)).currency;
  const caller = user ? { userId: user.userId, isAdmin: user.isAdmin } : null;
  const [upcoming, past] = await Promise.all([
    services.listWebinars({ track: "technical-analysis", isLive: true, caller, currency }),
    services.listWebinars({ track: "technical-analysis", isLive: false, caller, currency }),
  ]);
  return {
    upcoming,
    past,
    currency,
    level: oneOf(WEBINAR_LEVELS, url.searchParams.get("level")),
    language: oneOf(WEBINAR_LANGUAGES, url.searchParams.get("language")),
    returnUrl: `${url.pathname}${url.search}`,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Technical analysis training and webinars in English and Hindi | Investar",
    description:
      "Learn technical analysis from beginner to expert: price action, candlesticks, support and resistance, trend, indicators, volume, chart patterns and risk management. Live webinars and recorded videos.",
    path: "/education/technical-analysis-training",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function TechnicalAnalysisTraining({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { upcoming, past, currency, level, language, returnUrl } = loaderData;
  const viewer = { loggedIn: user !== null, returnUrl };
  return (
    <div className="webinar-page">
      <PageHero
        eyebrow="Education"
        heading="Technical analysis training, from your first candlestick to a tested plan"
        lead="Structured webinars and recorded lessons at three levels, taught on real Indian market charts in English and Hindi. Learn a method, then practise it in the same software the presenter uses."
        links={
          user
            ? [{ to: "/education/my-webinars", label: "Go to My Webinars" }]
            : [
                { to: "/user/sign-up", label: "Create a free account" },
                { to: "/user/login?returnUrl=%2Feducation%2Fmy-webinars", label: "Log in", look: "outline" },
              ]
        }
      />

      <section className="section" aria-labelledby="upcoming">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="upcoming">Upcoming webinars</h2>
            <p>
              Live sessions with time for your questions. Times are India Standard Time; prices are in{" "}
              {currency === "INR" ? "rupees, GST included" : "US dollars"} (
              <a href={currency === "INR" ? "?currency=USD" : "?currency=INR"}>show prices in {currency === "INR" ? "USD" : "INR"}</a>).
            </p>
          </div>
          <UpcomingWebinars
            webinars={upcoming}
            viewer={viewer}
            level={level}
            language={language}
            emptyText="No webinar is scheduled right now. New sessions are announced here and by email to registered users."
          />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="past">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="past">Past webinars</h2>
            <p>Registered attendees can watch every session again and download its materials.</p>
          </div>
          <PastWebinars webinars={past} isAdmin={user?.isAdmin ?? false} />
        </div>
      </section>

      <section className="section" aria-labelledby="levels">
        <div className="section__inner">
          <div className="section__intro">
            <h2 id="levels">Three course levels</h2>
            <p>
              Every webinar and recorded lesson is tagged Beginner, Intermediate or Expert, so you can start at the right place and know
              what to take next.
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
              Sessions run after market hours or on weekends and last 60 to 120 minutes, with time at the end for your questions. Each
              session is held in English or in Hindi; the language is shown on the listing, and popular sessions run in both.
            </p>
            <p>
              Every listing tells you the level, date and time (IST), duration, presenter and any prerequisite, so you know exactly what you
              are signing up for.
            </p>
            <h3>Recorded videos</h3>
            <p>
              Recorded lessons let you learn at your own pace and replay the hard parts. Registered attendees of a webinar can watch its
              recording afterwards from My Webinars, and download it where the presenter has made a download available.
            </p>
          </div>
          <div>
            <h2>Who presents</h2>
            <p>
              Webinars are presented by Investar&apos;s own analysts and product specialists — people who chart the Indian markets daily and
              help our users with the software — and, from time to time, by experienced guest traders.
            </p>
            <p>Every listing includes an &ldquo;about the presenter&rdquo; note so you can see their background before you register.</p>
            <div className="notice notice--info">
              <p style={{ margin: 0 }}>
                Presenters teach methods, not tips. Stocks shown in a session are examples of a technique, not recommendations to buy or
                sell, and no method guarantees a profit.
              </p>
            </div>
          </div>
        </div>
      </section>

      <HowRegistrationWorks />

      <section className="section">
        <div className="section__inner cta-band">
          <h2>{user ? "Your webinars are waiting" : "Start learning with a free account"}</h2>
          <p>
            {user
              ? "See the sessions you have registered for, join live webinars and watch recordings."
              : "One account for webinars, recordings and a 7-day trial of the Investar software."}
          </p>
          <div className="button-row">
            <HeroLinks
              links={[
                user
                  ? { to: "/education/my-webinars", label: "Open My Webinars" }
                  : { to: "/user/sign-up", label: "Create a free account" },
                { to: "/education/investar-software-training", label: "Software training", look: "outline" },
              ]}
            />
          </div>
        </div>
      </section>
      {user ? null : <RegisterDialog loginUrl={`/user/login?returnUrl=${encodeURIComponent(returnUrl)}`} />}
      <EducationScript />
    </div>
  );
}
