import { Link, redirect } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/home";
import type { RouteHandle } from "../root.tsx";
import { appContext } from "../load-context.ts";
import type { HomeSlide, OfferBanner, PlanCard } from "@investar/contract/pages/site-content";
import { translatedMeta } from "../lib/translated-meta.ts";
import { useRootData } from "../lib/root-data.ts";
import { BannerCarousel, type BannerSlide } from "../components/home/banner-carousel.tsx";
import { BannerArt } from "../components/home/banner-art.tsx";
import { Counters } from "../components/home/counters.tsx";
import { FeatureIcon, WindowsLogo, type FeatureIconName } from "../components/home/icons.tsx";
import { TestimonialCarousel } from "../components/home/testimonial-carousel.tsx";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { languageOf, requestLocale, useI18n } from "../i18n/page-locale.ts";
import { StaffText } from "../components/i18n/staff-text.tsx";
import { ButtonLinks } from "../components/content-page.tsx";
import type { Language } from "@investar/core/i18n/languages";
import "../styles/home.css";

/** Served without React: HTML, CSS and a small inline script keep it under the JS budget (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  // docs/business-rules.md#home-page: ?src=l (campaign links) redirects to the same path without the query.
  const url = new URL(request.url);
  if (url.searchParams.get("src") === "l") throw redirect(url.pathname);
  const app = context.get(appContext);
  // Served without React: the messages stay on the server (docs/adr/0059-hindi-with-lingui.md).
  const locale = requestLocale(request, app.pseudoLocale);
  return { ...(await app.services.getHomeContent(languageOf(locale))), messages: messagesFor(locale, ["home"]) };
}

/** The same for every visitor without a session: shared caches (and the server's page cache) may keep it a minute. */
export function headers() {
  return { "Cache-Control": "public, max-age=60" };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "home", path: "/" });
}

/** Where "GET FREE TRIAL" leads: the download for a logged-in user, otherwise sign-up (docs/business-rules.md#layout-and-navigation). */
function useTrialHref(): string {
  const { user } = useRootData();
  return useI18n().href(user ? "/investar/download" : "/user/sign-up");
}

function TrialButton({ className = "button button--accent" }: { className?: string }) {
  return (
    <Link to={useTrialHref()} className={className}>
      {useI18n().t("home.trial")}
    </Link>
  );
}

function DownloadButton({ className = "button button--light" }: { className?: string }) {
  const { t, href } = useI18n();
  return (
    <Link to={href("/investar/download")} className={className}>
      <WindowsLogo />
      {t("home.downloadWindows")}
    </Link>
  );
}

/** The slides staff keep on /admin/site; a slide without a link offers the download instead. */
function bannerSlides(slides: HomeSlide[], language: Language): BannerSlide[] {
  return slides.map((slide) => ({
    id: String(slide.id),
    name: slide.eyebrow.text,
    content: (
      <div className="banner-slide">
        <div className="banner-slide__text">
          <StaffText as="p" className="eyebrow" text={slide.eyebrow} pageLanguage={language} />
          <StaffText as="h2" className="banner-slide__heading" text={slide.headline} pageLanguage={language} />
          <StaffText as="p" className="banner-slide__lead" text={slide.body} pageLanguage={language} />
          <div className="button-row">
            <TrialButton />
            {slide.linkHref && slide.linkLabel ? (
              <ContentLink href={slide.linkHref} className="button button--outline-light">
                <StaffText text={slide.linkLabel} pageLanguage={language} />
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

/** Each card's title and text are the catalogue's home.feature.<icon>.title and .text. */
interface Feature {
  icon: FeatureIconName;
  to: string;
}

const features: Feature[] = [
  {
    icon: "support-resistance",
    to: "/tour/auto-support-resistance",
  },
  {
    icon: "trendlines",
    to: "/tour/auto-trendlines",
  },
  {
    icon: "supply-demand",
    to: "/investar/technical-analysis-features",
  },
  {
    icon: "signals",
    to: "/tour/buy-sell-signal-software",
  },
  {
    icon: "alerts",
    to: "/tour/alerts",
  },
  {
    icon: "patterns",
    to: "/investar/technical-analysis-features",
  },
  {
    icon: "indicators",
    to: "/tour/technical-analysis-software",
  },
  {
    icon: "scans",
    to: "/tour/stock-screener-software",
  },
];

/** Each card's words are the catalogue's home.service.<id>.eyebrow, .title, .text and .cta. */
interface Service {
  id: "training" | "webinar" | "support";
  icon: FeatureIconName;
  to: string;
}

const services: Service[] = [
  { id: "training", icon: "training", to: "/education/investar-software-training" },
  { id: "webinar", icon: "webinar", to: "/education/technical-analysis-training" },
  { id: "support", icon: "support", to: "/support" },
];

function PlanPrice({ plan }: { plan: PlanCard }) {
  const { t, money, language } = useI18n();
  const note = plan.billingNote ? <StaffText text={plan.billingNote} className="plan__note" pageLanguage={language} /> : null;
  if (plan.fromMonthlyMinor === 0) {
    return (
      <p className="plan__price">
        <span className="plan__amount">{t("home.plan.free")}</span>
        {note}
      </p>
    );
  }
  return (
    <p className="plan__price">
      <span className="plan__from">{t("home.plan.from")}</span> <span className="plan__amount">{money(plan.fromMonthlyMinor, "INR")}</span>{" "}
      {note}
    </p>
  );
}

function Plans({ plans }: { plans: PlanCard[] }) {
  const trialHref = useTrialHref();
  const { t, href, language } = useI18n();
  return (
    <ul className="plans" role="list">
      {plans.map((plan) => {
        const free = plan.fromMonthlyMinor === 0;
        const headingId = `plan-${plan.slug}`;
        return (
          <li key={plan.slug} className={plan.isHighlighted ? "plan card plan--highlighted" : "plan card"}>
            {plan.isHighlighted ? <p className="plan__badge">{t("home.plan.popular")}</p> : null}
            <h3 id={headingId} className="plan__name">
              {plan.name}
            </h3>
            <StaffText as="p" className="plan__tagline" text={plan.tagline} pageLanguage={language} />
            <PlanPrice plan={plan} />
            <ul className="check-list plan__features">
              {plan.features.map((feature) => (
                <StaffText key={feature.text} as="li" text={feature} pageLanguage={language} />
              ))}
            </ul>
            <Link
              to={free ? trialHref : href("/Pricing")}
              className={plan.isHighlighted ? "button button--accent plan__cta" : "button button--primary plan__cta"}
              aria-describedby={headingId}
            >
              {free ? t("home.plan.startFree") : t("home.plan.choose", { name: plan.name })}
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
    <Link to={useI18n().href(href)} className={className}>
      {children}
    </Link>
  );
}

function Offer({ offer }: { offer: OfferBanner }) {
  const { language } = useI18n();
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
            <StaffText text={offer.headline} pageLanguage={language} />
          </h2>
          <StaffText as="p" className="offer__body" text={offer.body} pageLanguage={language} />
        </div>
        <ContentLink href={offer.ctaHref} className="button button--accent offer__cta">
          <StaffText text={offer.ctaLabel} pageLanguage={language} />
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
  const { t, href, language } = useI18n();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <h1 id="home-title" className="home-hero__title">
            {t("home.heading")}
          </h1>
          <BannerCarousel slides={bannerSlides(slides, language)} label={t("home.highlights")} />
        </div>
      </section>

      {offer ? <Offer offer={offer} /> : null}

      <section className="section home-trust" aria-labelledby="trust-heading">
        <div className="section__inner home-trust__inner">
          <div>
            <h2 id="trust-heading">{t("home.trust.heading")}</h2>
            <p className="home-trust__text">{t("home.trust.text")}</p>
          </div>
          <Counters counters={counters} />
        </div>
      </section>

      <HomeSection
        id="features"
        eyebrow={t("home.features.eyebrow")}
        heading={t("home.features.heading")}
        alt
        intro={t("home.features.intro")}
      >
        <ul className="grid grid--4 features" role="list">
          {features.map((feature) => (
            <li key={feature.icon} className="card feature-card">
              <FeatureIcon name={feature.icon} />
              <h3>
                <Link to={href(feature.to)} className="feature-card__link">
                  {t(`home.feature.${feature.icon}.title`)}
                </Link>
              </h3>
              <p>{t(`home.feature.${feature.icon}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="home__more">
          <ButtonLinks links={[{ to: href("/investar/technical-analysis-features"), label: t("home.features.more") }]} />
        </p>
      </HomeSection>

      <HomeSection id="services" eyebrow={t("home.services.eyebrow")} heading={t("home.services.heading")} intro={t("home.services.intro")}>
        <ul className="grid grid--3 services" role="list">
          {services.map((service) => (
            <li key={service.id} className="card service-card">
              <FeatureIcon name={service.icon} />
              <p className="eyebrow">{t(`home.service.${service.id}.eyebrow`)}</p>
              <h3>{t(`home.service.${service.id}.title`)}</h3>
              <p>{t(`home.service.${service.id}.text`)}</p>
              <Link to={href(service.to)} className="button button--ghost service-card__cta">
                {t(`home.service.${service.id}.cta`)}
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      {plans.length > 0 ? (
        <HomeSection id="plans" eyebrow={t("home.plans.eyebrow")} heading={t("home.plans.heading")} alt intro={t("home.plans.intro")}>
          <Plans plans={plans} />
          <p className="home__more">
            <Link to={href("/Pricing")} className="button button--ghost">
              {t("home.plans.full")}
            </Link>{" "}
            <Link to={href("/investar/product-comparison")} className="button button--ghost">
              {t("home.plans.compare")}
            </Link>
          </p>
        </HomeSection>
      ) : null}

      {testimonials.length > 0 ? (
        <HomeSection id="testimonials" eyebrow={t("home.testimonials.eyebrow")} heading={t("home.testimonials.heading")}>
          <TestimonialCarousel testimonials={testimonials} />
        </HomeSection>
      ) : null}

      <section className="section home-download-section" aria-labelledby="download-heading">
        <div className="section__inner cta-band home-download">
          <WindowsLogo size={48} />
          <h2 id="download-heading">{t("home.download.heading")}</h2>
          <p>{t("home.download.text")}</p>
          <div className="button-row">
            <DownloadButton />
            <TrialButton />
          </div>
        </div>
      </section>
    </div>
  );
}
