import { Link, data } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/edition";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { editionLadder, isEditionSlug, type EditionContent } from "../../content/editions.ts";
import { usePriceCopy } from "../../lib/price-copy.ts";
import { pageMeta, pricesFrom, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import { appContext } from "../../load-context.ts";
import { messagesFor } from "../../i18n/catalogues.server.ts";
import { editionIn } from "../../i18n/edition-text.ts";
import { metaText, requestLocale, useI18n } from "../../i18n/page-locale.ts";
import { Band, SectionHeader, SplitBand } from "../../components/band.tsx";
import { PointList } from "../../components/point-list.tsx";
import { FaqList } from "../../components/faq-groups.tsx";
import { TextCards } from "../../components/text-cards.tsx";
import "../../styles/product.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isEditionSlug(params.edition)) throw data(null, { status: 404 });
  return { slug: params.edition, messages: messagesFor(requestLocale(request, context.get(appContext).pseudoLocale), ["product"]) };
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
  const text = metaText(matches);
  const edition = editionIn(text, loaderData.slug);
  return pageMeta({
    title: edition.title,
    description: edition.description,
    path: text.href(`/investar/${edition.slug}`),
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
  const text = useI18n();
  const { t, href } = text;
  const priceCopy = usePriceCopy();
  return (
    <nav className="card" aria-labelledby="ladder-heading">
      <h3 id="ladder-heading">{t("product.edition.ladderHeading", { name: current.shortName })}</h3>
      <ol className="step-list">
        {editionLadder.map((slug) => {
          const edition = priceCopy.content(editionIn(text, slug));
          const isCurrent = slug === current.slug;
          return (
            <li key={slug}>
              <h4>
                {isCurrent ? (
                  <span aria-current="page">{t("product.edition.thisPage", { name: edition.name })}</span>
                ) : (
                  <Link to={href(`/investar/${slug}`)}>{edition.name}</Link>
                )}
              </h4>
              <p>{edition.tagline}</p>
            </li>
          );
        })}
      </ol>
      <p className="spaced-top">
        <Link to={href("/investar/product-comparison")}>{t("product.edition.compareAll")}</Link>
      </p>
    </nav>
  );
}

interface PointsBandProps {
  alt?: boolean;
  id: string;
  heading: string;
  /** The band's lead sentence and the points it lists. */
  block: { intro: string; points: readonly string[] };
  /** What stands beside the text: a chart, the edition ladder. */
  aside: ReactNode;
  /** Anything under the points. */
  children?: ReactNode;
}

/** A band of the edition page: a heading, its lead sentence and a check list, beside a picture or a card. */
function PointsBand({ block, children, ...band }: PointsBandProps) {
  return (
    <SplitBand {...band}>
      <p className="lead-text">{block.intro}</p>
      <PointList items={block.points} />
      {children}
    </SplitBand>
  );
}

export default function Edition({ loaderData }: Route.ComponentProps) {
  const text = useI18n();
  const { t, href } = text;
  const edition = usePriceCopy().content(editionIn(text, loaderData.slug));
  const { user } = useRootData();
  const isFree = edition.price.isFree;
  const primary = user
    ? { to: href("/investar/download"), label: isFree ? t("product.edition.downloadLite") : t("product.trialCta.download") }
    : { to: href("/user/sign-up"), label: isFree ? t("product.edition.getLite") : t("product.edition.startTrial") };
  const hasAddOns = edition.slug === "standard" || edition.slug === "pro";

  return (
    <>
      <PageHero
        eyebrow={isFree ? t("product.edition.eyebrowFree") : t("product.edition.eyebrow")}
        heading={edition.heading}
        lead={edition.intro}
        aside={<PricePanel edition={edition} />}
        links={[
          primary,
          isFree
            ? { to: href("/investar/product-comparison"), label: t("product.edition.compare"), look: "solid" }
            : { to: href("/Pricing"), label: t("product.edition.buy", { name: edition.shortName }), look: "solid" },
        ]}
      />

      <Band labelledBy="audience-heading">
        <SectionHeader id="audience-heading" heading={t("product.edition.audienceHeading", { name: edition.shortName })} />
        <TextCards columns={3} items={edition.audience} />
      </Band>

      <Band alt labelledBy="features-heading">
        <SectionHeader id="features-heading" heading={t("product.edition.featuresHeading", { name: edition.name })} />
        <TextCards columns={3} items={edition.features} />
      </Band>

      <PointsBand id="step-heading" heading={edition.step.heading} block={edition.step} aside={<ChartFigure kind={edition.chart} />} />

      <PointsBand
        alt
        id="data-heading"
        heading={t("product.edition.dataHeading")}
        block={edition.data}
        aside={<EditionLadder current={edition} />}
      >
        {hasAddOns ? (
          <p>
            <Link to={href("/investar/all-products#data-add-ons")}>{t("product.edition.addOnsLink")}</Link>
          </p>
        ) : null}
      </PointsBand>

      <Band labelledBy="faq-heading" layout="prose">
        <h2 id="faq-heading">{t("product.edition.faqHeading", { name: edition.shortName })}</h2>
        <FaqList faqs={edition.faqs.map((faq) => ({ question: faq.question, answer: <p>{faq.answer}</p> }))} />
        <p className="spaced-top">
          {t("product.edition.moreFaqs")} <Link to={href("/investar/faqs")}>{t("product.edition.faqsLink")}</Link>.
        </p>
      </Band>

      <TrialCta
        heading={isFree ? t("product.edition.liteCtaHeading") : undefined}
        text={isFree ? t("product.edition.liteCtaText") : undefined}
      />
    </>
  );
}
