import { Link, data } from "react-router";
import { fillCopyPricesDeep } from "@investar/core";
import { appContext } from "../../load-context.ts";
import type { Route } from "./+types/seo-topic";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { ContentSections, PageHero, TrialCta } from "../../components/content-page.tsx";
import { isSeoTopicSlug, seoTopicLinkLabels, seoTopicSlugs, seoTopics } from "../../content/seo-topics.ts";
import { tourMenuLabels, tourSlugs } from "../../content/tours.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/tour.css";
import { FeatureGrid } from "../../components/feature-grid.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

/** The page's content comes from the loader, so the browser bundle does not carry every topic. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const topic = params.topic;
  if (!isSeoTopicSlug(topic)) throw data(null, { status: 404 });
  // Prices in the copy are the catalogue's (docs/business-rules.md#prices-in-copy).
  const prices = await context.get(appContext).services.getCopyPrices();
  const related = seoTopicSlugs.filter((slug) => slug !== topic).map((slug) => ({ slug, description: seoTopics[slug].description }));
  return { topic, content: fillCopyPricesDeep(seoTopics[topic], prices), related };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const topic = loaderData?.content;
  if (!topic) return [{ title: "Page not found | Investar" }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: topic.title,
    description: topic.description,
    path: `/investar/seo/${loaderData!.topic}`,
    publicUrl: publicUrlFrom(matches),
  });
}

export default function SeoTopic({ loaderData }: Route.ComponentProps) {
  const { content: topic, related } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Investar guides"
        heading={topic.heading}
        lead={topic.intro}
        aside={<ChartFigure kind={topic.chart} />}
        links={[{ to: "/stock-market-software", label: "Investar at a glance" }]}
      />
      <ContentSections sections={topic.sections} renderChart={(section) => (section.chart ? <ChartFigure kind={section.chart} /> : null)} />
      <TrialCta />
      <section className="section section--alt" aria-labelledby="seo-more-heading">
        <div className="section__inner">
          <h2 id="seo-more-heading">Read next</h2>
          <FeatureGrid
            columns={3}
            items={related.map(({ slug, description }) => ({
              title: seoTopicLinkLabels[slug],
              to: `/investar/seo/${slug}`,
              text: description,
            }))}
          />
          <h3 className="tour-more__subheading">Take the product tour</h3>
          <ul className="tag-list">
            {tourSlugs.map((slug) => (
              <li key={slug}>
                <Link to={`/tour/${slug}`}>{tourMenuLabels[slug]}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
