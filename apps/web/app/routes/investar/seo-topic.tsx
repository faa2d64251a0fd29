import { Link, data } from "react-router";
import { fillCopyPricesDeep, type CopyPrices } from "@investar/core";
import { appContext } from "../../load-context.ts";
import type { Route } from "./+types/seo-topic";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { ContentSections, PageHero, TrialCta } from "../../components/content-page.tsx";
import {
  isSeoTopicSlug,
  seoTopicLinkLabels,
  seoTopicSlugs,
  seoTopics,
  type SeoTopic,
  type SeoTopicSlug,
} from "../../content/seo-topics.ts";
import { tourMenuLabels, tourSlugs, type TourSlug } from "../../content/tours.ts";
import { mergedMessages, messagesFor, messagesStartingWith } from "../../i18n/catalogues.server.ts";
import { contentPageIn } from "../../i18n/content-text.ts";
import { metaText, requestLocale, useI18n, type PageText } from "../../i18n/page-locale.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/tour.css";
import { FeatureGrid } from "../../components/feature-grid.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

/** The page's content comes from the loader, so the browser bundle does not carry every topic. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const topic = params.topic;
  if (!isSeoTopicSlug(topic)) throw data(null, { status: 404 });
  const app = context.get(appContext);
  // Prices in the copy are the catalogue's (docs/business-rules.md#prices-in-copy), filled in after translation.
  const prices = await app.services.getCopyPrices();
  const related = seoTopicSlugs.filter((slug) => slug !== topic).map((slug) => ({ slug, description: seoTopics[slug].description }));
  const locale = requestLocale(request, app.pseudoLocale);
  // The guides' own texts, the product texts of the charts' captions and the trial box, and of the tour
  // catalogue only the tours' names this page links to.
  const messages = mergedMessages(
    messagesFor(locale, ["seo", "product"]),
    messagesStartingWith(
      messagesFor(locale, ["tour"]),
      tourSlugs.map((slug) => `tour.${slug}.menuLabel`),
    ),
  );
  return { topic, content: seoTopics[topic], prices, related, messages };
}

/**
 * A guide in the page's language (docs/adr/0059-hindi-with-lingui.md): the content file's English, or the seo
 * catalogue's translation sentence by sentence (seo.<slug>.…), with the catalogue's prices filled in either way.
 */
function topicText(text: Pick<PageText, "t" | "locale">, slug: SeoTopicSlug, topic: SeoTopic, prices: CopyPrices) {
  const translated = text.locale !== "en";
  return {
    content: fillCopyPricesDeep(contentPageIn(topic, `seo.${slug}`, text.t, translated), prices),
    label: (other: SeoTopicSlug) => (translated ? text.t(`seo.${other}.menuLabel`) : seoTopicLinkLabels[other]),
    description: (other: { slug: SeoTopicSlug; description: string }) =>
      fillCopyPricesDeep(translated ? text.t(`seo.${other.slug}.description`) : other.description, prices),
    tourLabel: (tour: TourSlug) => (translated ? text.t(`tour.${tour}.menuLabel`) : tourMenuLabels[tour]),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData?.content) return [{ title: "Page not found | Investar" }, { name: "robots", content: "noindex" }];
  const text = metaText(matches);
  const { content } = topicText(text, loaderData.topic, loaderData.content, loaderData.prices);
  return pageMeta({
    title: content.title,
    description: content.description,
    path: text.href(`/investar/seo/${loaderData.topic}`),
    publicUrl: publicUrlFrom(matches),
  });
}

export default function SeoTopicPage({ loaderData }: Route.ComponentProps) {
  const { topic: slug, related, prices } = loaderData;
  const text = useI18n();
  const { t, href } = text;
  const { content: topic, label, description, tourLabel } = topicText(text, slug, loaderData.content, prices);
  return (
    <>
      <PageHero
        eyebrow={t("seo.eyebrow")}
        heading={topic.heading}
        lead={topic.intro}
        aside={<ChartFigure kind={topic.chart} />}
        links={[{ to: href("/stock-market-software"), label: t("seo.link.glance") }]}
      />
      <ContentSections sections={topic.sections} renderChart={(section) => (section.chart ? <ChartFigure kind={section.chart} /> : null)} />
      <TrialCta />
      <section className="section section--alt" aria-labelledby="seo-more-heading">
        <div className="section__inner">
          <h2 id="seo-more-heading">{t("seo.readNext")}</h2>
          <FeatureGrid
            columns={3}
            items={related.map((other) => ({
              title: label(other.slug),
              to: href(`/investar/seo/${other.slug}`),
              text: description(other),
            }))}
          />
          <h3 className="tour-more__subheading">{t("seo.tours")}</h3>
          <ul className="tag-list">
            {tourSlugs.map((tour) => (
              <li key={tour}>
                <Link to={href(`/tour/${tour}`)}>{tourLabel(tour)}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
