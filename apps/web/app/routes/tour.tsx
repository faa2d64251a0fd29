import { Link, data } from "react-router";
import type { Route } from "./+types/tour";
import type { RouteHandle } from "../root.tsx";
import { ChartFigure } from "../components/charts/chart-figure.tsx";
import { ContentSections, PageHero, TrialCta } from "../components/content-page.tsx";
import { isTourSlug, tourMenuLabels, tourSlugs, tours, type TourContent, type TourSlug } from "../content/tours.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { appContext } from "../load-context.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { contentPageIn } from "../i18n/content-text.ts";
import { metaText, requestLocale, useI18n, type PageText } from "../i18n/page-locale.ts";
import "../styles/tour.css";
import { FeatureGrid } from "../components/feature-grid.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

/** The page's content comes from the loader, so the browser bundle does not carry all eight tours. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!isTourSlug(slug)) throw data(null, { status: 404 });
  const others = tourSlugs.filter((other) => other !== slug).map((other) => ({ slug: other, description: tours[other].description }));
  const messages = messagesFor(requestLocale(request, context.get(appContext).pseudoLocale), ["tour", "product"]);
  return { slug, tour: tours[slug], others, messages };
}

/** The same for every visitor without a session: shared caches (and the server's page cache) may keep it a minute. */
export function headers() {
  return { "Cache-Control": "public, max-age=60" };
}

/**
 * A tour's text in the page's language: the loader's English, or the catalogue's translation (tour.<slug>.…).
 * Only the loader reads the tours, so their text stays out of the browser's bundles.
 */
function tourText(text: Pick<PageText, "t" | "locale">, slug: TourSlug, tour: TourContent) {
  const translated = text.locale !== "en";
  return {
    content: contentPageIn(tour, `tour.${slug}`, text.t, translated),
    label: (other: TourSlug) => (translated ? text.t(`tour.${other}.menuLabel`) : tourMenuLabels[other]),
    description: (other: { slug: TourSlug; description: string }) =>
      translated ? text.t(`tour.${other.slug}.description`) : other.description,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData?.tour) return [{ title: "Page not found | Investar" }, { name: "robots", content: "noindex" }];
  const text = metaText(matches);
  const { content } = tourText(text, loaderData.slug, loaderData.tour);
  return pageMeta({
    title: content.title,
    description: content.description,
    path: text.href(`/tour/${loaderData.slug}`),
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Tour({ loaderData }: Route.ComponentProps) {
  const { slug, others } = loaderData;
  const text = useI18n();
  const { t, href } = text;
  const { content: tour, label, description } = tourText(text, slug, loaderData.tour);
  const position = tourSlugs.indexOf(slug);
  const previous = tourSlugs[(position + tourSlugs.length - 1) % tourSlugs.length]!;
  const next = tourSlugs[(position + 1) % tourSlugs.length]!;
  return (
    <>
      <PageHero
        eyebrow={t("tour.eyebrow", { position: position + 1, count: tourSlugs.length })}
        heading={tour.heading}
        lead={tour.intro}
        aside={<ChartFigure kind={tour.chart} />}
        links={[
          { to: href("/investar/technical-analysis-features"), label: t("tour.link.features") },
          { to: href("/investar/product-comparison"), label: t("tour.link.compare") },
        ]}
      />
      <ContentSections sections={tour.sections} renderChart={(section) => (section.chart ? <ChartFigure kind={section.chart} /> : null)} />
      <TrialCta />
      <nav className="section section--alt tour-more" aria-labelledby="tour-more-heading">
        <div className="section__inner">
          <h2 id="tour-more-heading">{t("tour.more")}</h2>
          <div className="tour-steps">
            <Link to={href(`/tour/${previous}`)} className="tour-step" rel="prev">
              <span className="tour-step__label">{t("tour.previous")}</span>
              {label(previous)}
            </Link>
            <Link to={href(`/tour/${next}`)} className="tour-step tour-step--next" rel="next">
              <span className="tour-step__label">{t("tour.next")}</span>
              {label(next)}
            </Link>
          </div>
          <FeatureGrid
            columns={4}
            items={others.map((other) => ({ title: label(other.slug), to: href(`/tour/${other.slug}`), text: description(other) }))}
          />
        </div>
      </nav>
    </>
  );
}
