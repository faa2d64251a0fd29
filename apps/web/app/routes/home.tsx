import { Link, redirect } from "react-router";
import type { ReactNode } from "react";
import { formatMoney } from "@investar/core";
import type { Route } from "./+types/home";
import type { RouteHandle } from "../root.tsx";
import { appContext } from "../load-context.ts";
import type { HomeSlide, OfferBanner, PlanCard } from "@investar/contract/pages/site-content";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { useRootData } from "../lib/root-data.ts";
import { BannerCarousel, type BannerSlide } from "../components/home/banner-carousel.tsx";
import { BannerArt } from "../components/home/banner-art.tsx";
import { Counters } from "../components/home/counters.tsx";
import { FeatureIcon, WindowsLogo, type FeatureIconName } from "../components/home/icons.tsx";
import { TestimonialCarousel } from "../components/home/testimonial-carousel.tsx";
import "../styles/home.css";

/** Served without React: HTML, CSS and a small inline script keep it under the JS budget (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  // docs/business-rules.md#home-page: ?src=l (campaign links) redirects to the same path without the query.
  const url = new URL(request.url);
  if (url.searchParams.get("src") === "l") throw redirect(url.pathname);
  return context.get(appContext).services.getHomeContent();
}

/** The same for every visitor without a session: shared caches (and the server's page cache) may keep it a minute. */
export function headers() {
  return { "Cache-Control": "public, max-age=60" };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Investar | Technical analysis software for NSE, BSE and MCX",
    description:
      "Desktop charting and technical analysis software for Indian markets with auto support/resistance, trendlines and buy/sell signals, and a success rate of up to 83%.",
    path: "/",
    publicUrl: publicUrlFrom(matches),
  });
}

/** Where "GET FREE TRIAL" leads: the download for a logged-in user, otherwise sign-up (docs/business-rules.md#layout-and-navigation). */
function useTrialHref(): string {
  const { user } = useRootData();
  return user ? "/investar/download" : "/user/sign-up";
}

function TrialButton({ className = "button button--accent" }: { className?: string }) {
  return (
    <Link to={useTrialHref()} className={className}>
      GET FREE TRIAL
    </Link>
  );
}

function DownloadButton({ className = "button button--light" }: { className?: string }) {
  return (
    <Link to="/investar/download" className={className}>
      <WindowsLogo />
      Download for Windows
    </Link>
  );
}

/** The slides staff keep on /admin/site; a slide without a link offers the download instead. */
function bannerSlides(slides: HomeSlide[]): BannerSlide[] {
  return slides.map((slide) => ({
    id: String(slide.id),
    name: slide.eyebrow,
    content: (
      <div className="banner-slide">
        <div className="banner-slide__text">
          <p className="eyebrow">{slide.eyebrow}</p>
          <h2 className="banner-slide__heading">{slide.headline}</h2>
          <p className="banner-slide__lead">{slide.body}</p>
          <div className="button-row">
            <TrialButton />
            {slide.linkHref && slide.linkLabel ? (
              <ContentLink href={slide.linkHref} className="button button--outline-light">
                {slide.linkLabel}
              </ContentLink>
            ) : (
              <DownloadButton />
            )}
          </div>
        </div>
        <BannerArt kind={slide.art} />
      </div>
    ),
  }));
}

interface Feature {
  icon: FeatureIconName;
  title: string;
  text: string;
  to: string;
}

const features: Feature[] = [
  {
    icon: "support-resistance",
    title: "Auto support/resistance",
    text: "Support and resistance zones are found from price history and redrawn as new bars arrive, on every time frame.",
    to: "/tour/auto-support-resistance",
  },
  {
    icon: "trendlines",
    title: "Auto trendlines",
    text: "Rising and falling trendlines are plotted for you, so breakouts and pullbacks stand out at a glance.",
    to: "/tour/auto-trendlines",
  },
  {
    icon: "supply-demand",
    title: "Supply/demand zones",
    text: "See the price bands where buyers and sellers stepped in before, and plan entries and exits around them.",
    to: "/investar/technical-analysis-features",
  },
  {
    icon: "signals",
    title: "Auto buy/sell signals",
    text: "Buy and sell arrows with suggested stop-loss levels, built from trend, momentum and price action.",
    to: "/tour/buy-sell-signal-software",
  },
  {
    icon: "alerts",
    title: "Scan alerts",
    text: "Get told the moment a stock on your watch list passes a scan or nears a level, instead of watching screens all day.",
    to: "/tour/alerts",
  },
  {
    icon: "patterns",
    title: "Auto classical patterns",
    text: "Head and shoulders, double tops and bottoms, triangles and flags are recognised and outlined on the chart.",
    to: "/investar/technical-analysis-features",
  },
  {
    icon: "indicators",
    title: "65+ indicators",
    text: "Moving averages, RSI, MACD, Bollinger Bands, SuperTrend and many more, each with parameters you can tune.",
    to: "/tour/technical-analysis-software",
  },
  {
    icon: "scans",
    title: "190+ scans",
    text: "Ready-made scans for breakouts, candlestick patterns and indicator crossovers across NSE, BSE and MCX.",
    to: "/tour/stock-screener-software",
  },
];

interface Service {
  icon: FeatureIconName;
  eyebrow: string;
  title: string;
  text: string;
  to: string;
  cta: string;
}

const services: Service[] = [
  {
    icon: "training",
    eyebrow: "Training",
    title: "Learn the software step by step",
    text: "Short training videos walk you through every part of Investar, from your first chart to writing your own scans.",
    to: "/education/investar-software-training",
    cta: "Watch training videos",
  },
  {
    icon: "webinar",
    eyebrow: "Webinars",
    title: "Live technical analysis webinars",
    text: "Join live sessions with experienced traders, see the methods applied to current charts and ask your questions.",
    to: "/education/technical-analysis-training",
    cta: "See upcoming webinars",
  },
  {
    icon: "support",
    eyebrow: "Support",
    title: "Help from people who trade",
    text: "Stuck on a setting, a data download or a scan? Our support team helps you by phone and email on market days.",
    to: "/support",
    cta: "Contact support",
  },
];

function planPrice(plan: PlanCard) {
  if (plan.fromMonthlyMinor === 0) {
    return (
      <p className="plan__price">
        <span className="plan__amount">Free</span>
        {plan.billingNote && plan.billingNote.toLowerCase() !== "free" ? <span className="plan__note">{plan.billingNote}</span> : null}
      </p>
    );
  }
  return (
    <p className="plan__price">
      <span className="plan__from">from</span> <span className="plan__amount">{formatMoney(plan.fromMonthlyMinor, "INR")}</span>{" "}
      <span className="plan__note">{plan.billingNote}</span>
    </p>
  );
}

function Plans({ plans }: { plans: PlanCard[] }) {
  const trialHref = useTrialHref();
  return (
    <ul className="plans" role="list">
      {plans.map((plan) => {
        const free = plan.fromMonthlyMinor === 0;
        const headingId = `plan-${plan.slug}`;
        return (
          <li key={plan.slug} className={plan.isHighlighted ? "plan card plan--highlighted" : "plan card"}>
            {plan.isHighlighted ? <p className="plan__badge">Most popular</p> : null}
            <h3 id={headingId} className="plan__name">
              {plan.name}
            </h3>
            <p className="plan__tagline">{plan.tagline}</p>
            {planPrice(plan)}
            <ul className="check-list plan__features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link
              to={free ? trialHref : "/Pricing"}
              className={plan.isHighlighted ? "button button--accent plan__cta" : "button button--primary plan__cta"}
              aria-describedby={headingId}
            >
              {free ? "Start free" : `Choose ${plan.name}`}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A link staff typed on /admin/site: a page of this site goes through the router, an https address does not. */
function ContentLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return /^https?:\/\//u.test(href) ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

function Offer({ offer }: { offer: OfferBanner }) {
  return (
    <section className="offer" aria-labelledby="offer-heading">
      <div className="offer__inner">
        <svg className="offer__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path
            d="M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8c-2-4-7-4-6-1 .5 1.5 3 1 6 1zm0 0c2-4 7-4 6-1-.5 1.5-3 1-6 1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <div className="offer__text">
          <h2 id="offer-heading" className="offer__headline">
            {offer.headline}
          </h2>
          <p className="offer__body">{offer.body}</p>
        </div>
        <ContentLink href={offer.ctaHref} className="button button--accent offer__cta">
          {offer.ctaLabel}
        </ContentLink>
      </div>
    </section>
  );
}

/** A home-page band: eyebrow, heading and optional intro above its content; `alt` is the tinted background. */
function HomeSection({
  id,
  eyebrow,
  heading,
  intro,
  alt = false,
  children,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: ReactNode;
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={alt ? "section section--alt" : "section"} aria-labelledby={`${id}-heading`}>
      <div className="section__inner">
        <div className="section__intro">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro ? <p>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, testimonials, counters, plans, offer } = loaderData;
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <h1 id="home-title" className="home-hero__title">
            Investar: stock market analysis software for NSE, BSE and MCX
          </h1>
          <BannerCarousel slides={bannerSlides(slides)} label="Investar highlights" />
        </div>
      </section>

      {offer ? <Offer offer={offer} /> : null}

      <section className="section home-trust" aria-labelledby="trust-heading">
        <div className="section__inner home-trust__inner">
          <div>
            <h2 id="trust-heading">Trusted by traders since 15 years</h2>
            <p className="home-trust__text">
              Investors, swing traders and intraday traders across India rely on Investar for technical analysis, fundamental analysis,
              screening and portfolio management.
            </p>
          </div>
          <Counters counters={counters} />
        </div>
      </section>

      <HomeSection
        id="features"
        eyebrow="Features"
        heading="Automatic analysis that saves you hours"
        alt
        intro="Investar does the tedious chart work for you, so you can spend your time deciding instead of drawing."
      >
        <ul className="grid grid--4 features" role="list">
          {features.map((feature) => (
            <li key={feature.title} className="card feature-card">
              <span className="feature-card__icon">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3>
                <Link to={feature.to} className="feature-card__link">
                  {feature.title}
                </Link>
              </h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <p className="home__more">
          <Link to="/investar/technical-analysis-features" className="button button--ghost">
            See all technical analysis features
          </Link>
        </p>
      </HomeSection>

      <HomeSection
        id="services"
        eyebrow="Services"
        heading="Training, webinars and support"
        intro="Software is only half the story. We help you learn it, and learn to trade with it."
      >
        <ul className="grid grid--3 services" role="list">
          {services.map((service) => (
            <li key={service.title} className="card service-card">
              <span className="feature-card__icon">
                <FeatureIcon name={service.icon} />
              </span>
              <p className="eyebrow">{service.eyebrow}</p>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
              <Link to={service.to} className="button button--ghost service-card__cta">
                {service.cta}
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      {plans.length > 0 ? (
        <HomeSection
          id="plans"
          eyebrow="Pricing"
          heading="A plan for every trader"
          alt
          intro={
            <>
              Start free with Lite, or unlock the full toolkit with Standard and Pro. Every paid plan includes end-of-day data for NSE, BSE,
              NSE F&amp;O, MCX and NCDEX.
            </>
          }
        >
          <Plans plans={plans} />
          <p className="home__more">
            <Link to="/Pricing" className="button button--ghost">
              See full pricing
            </Link>{" "}
            <Link to="/investar/product-comparison" className="button button--ghost">
              Compare plans
            </Link>
          </p>
        </HomeSection>
      ) : null}

      {testimonials.length > 0 ? (
        <HomeSection id="testimonials" eyebrow="Testimonials" heading="What traders say about Investar">
          <TestimonialCarousel testimonials={testimonials} />
        </HomeSection>
      ) : null}

      <section className="section home-download-section" aria-labelledby="download-heading">
        <div className="section__inner cta-band home-download">
          <WindowsLogo size={48} />
          <h2 id="download-heading">Investar for Windows</h2>
          <p>A fast desktop program for Windows PCs and laptops. Start with a 7-day free trial of every feature.</p>
          <div className="button-row">
            <DownloadButton />
            <TrialButton />
          </div>
        </div>
      </section>
    </div>
  );
}
