import { Link, data } from "react-router";
import type { Route } from "./+types/edition";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { editionLadder, editions, isEditionSlug, type EditionContent } from "../../content/editions.ts";
import { usePriceCopy } from "../../lib/price-copy.ts";
import { pageMeta, pricesFrom, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import "../../styles/product.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader({ params }: Route.LoaderArgs) {
  if (!isEditionSlug(params.edition)) throw data(null, { status: 404 });
  return { slug: params.edition };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const publicUrl = publicUrlFrom(matches);
  if (!loaderData) {
    return pageMeta({
      title: "Page not found | Investar",
      description: "The page you are looking for can not be found!",
      path: "/not-found",
      publicUrl,
      noindex: true,
    });
  }
  const edition = editions[loaderData.slug];
  return pageMeta({
    title: edition.title,
    description: edition.description,
    path: `/investar/${edition.slug}`,
    publicUrl,
    prices: pricesFrom(matches),
  });
}

function PricePanel({ edition }: { edition: EditionContent }) {
  return (
    <div className="price-panel">
      <p className="price-panel__name">{edition.name}</p>
      <p className="price-panel__amount">{edition.price.amount}</p>
      <p className="price-panel__note">{edition.price.note}</p>
      <dl className="stat-grid">
        {edition.stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.value}</dt>
            <dd>{stat.label}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function EditionLadder({ current }: { current: EditionContent }) {
  return (
    <nav className="card" aria-labelledby="ladder-heading">
      <h3 id="ladder-heading">Where {current.shortName} fits</h3>
      <ol className="step-list">
        {editionLadder.map((slug) => {
          const edition = editions[slug];
          const isCurrent = slug === current.slug;
          return (
            <li key={slug}>
              <h4>
                {isCurrent ? (
                  <span aria-current="page">{edition.name} (this page)</span>
                ) : (
                  <Link to={`/investar/${slug}`}>{edition.name}</Link>
                )}
              </h4>
              <p>{edition.tagline}</p>
            </li>
          );
        })}
      </ol>
      <p className="spaced-top">
        <Link to="/investar/product-comparison">Compare all four editions feature by feature</Link>
      </p>
    </nav>
  );
}

export default function Edition({ loaderData }: Route.ComponentProps) {
  const edition = usePriceCopy().content(editions[loaderData.slug]);
  const { user } = useRootData();
  const isFree = edition.price.isFree;
  const primary = user
    ? { to: "/investar/download", label: isFree ? "Download Lite" : "Download Investar" }
    : { to: "/user/sign-up", label: isFree ? "Get Lite free" : "Start 7-day free trial" };
  const hasAddOns = edition.slug === "standard" || edition.slug === "pro";

  return (
    <>
      <PageHero
        eyebrow={isFree ? "Free edition" : "Desktop edition"}
        heading={edition.heading}
        lead={edition.intro}
        aside={<PricePanel edition={edition} />}
        links={[
          primary,
          isFree
            ? { to: "/investar/product-comparison", label: "Compare editions", look: "solid" }
            : { to: "/Pricing", label: `Buy ${edition.shortName}`, look: "solid" },
        ]}
      />

      <section className="section" aria-labelledby="audience-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="audience-heading">Who {edition.shortName} is for</h2>
          </div>
          <div className="grid grid--3">
            {edition.audience.map((point) => (
              <article key={point.title} className="card">
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="features-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="features-heading">What you get in {edition.name}</h2>
          </div>
          <div className="grid grid--3">
            {edition.features.map((feature) => (
              <article key={feature.title} className="card">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="step-heading">
        <div className="section__inner split">
          <div>
            <h2 id="step-heading">{edition.step.heading}</h2>
            <p className="lead-text">{edition.step.intro}</p>
            <ul className="check-list">
              {edition.step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <ChartFigure kind={edition.chart} />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="data-heading">
        <div className="section__inner split">
          <div>
            <h2 id="data-heading">Data coverage</h2>
            <p className="lead-text">{edition.data.intro}</p>
            <ul className="check-list">
              {edition.data.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {hasAddOns ? (
              <p>
                <Link to="/investar/all-products#data-add-ons">See the intraday and real-time data add-ons</Link>
              </p>
            ) : null}
          </div>
          <EditionLadder current={edition} />
        </div>
      </section>

      <section className="section" aria-labelledby="faq-heading">
        <div className="section__inner prose">
          <h2 id="faq-heading">Questions about {edition.shortName}</h2>
          <div className="faq-list">
            {edition.faqs.map((faq) => (
              <details key={faq.question}>
                <summary>{faq.question}</summary>
                <div>
                  <p>{faq.answer}</p>
                </div>
              </details>
            ))}
          </div>
          <p className="spaced-top">
            More answers on trials, payments and licences are in the <Link to="/investar/faqs">Investar FAQs</Link>.
          </p>
        </div>
      </section>

      <TrialCta
        heading={isFree ? "Start with the full trial, keep Lite for free" : undefined}
        text={
          isFree
            ? "Sign up once: you get every Pro feature for 7 days, and the software carries on as Lite afterwards unless you choose a plan."
            : undefined
        }
      />
    </>
  );
}
