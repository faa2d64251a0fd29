import { Link, data } from "react-router";
import type { Route } from "./+types/tour";
import type { RouteHandle } from "../root.tsx";
import { ChartFigure } from "../components/charts/chart-figure.tsx";
import { ContentSections, PageHero, TrialCta } from "../components/content-page.tsx";
import { isTourSlug, tourMenuLabels, tourSlugs, tours } from "../content/tours.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import "../styles/tour.css";
import { FeatureGrid } from "../components/feature-grid.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

/** The page's content comes from the loader, so the browser bundle does not carry all eight tours. */
export function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!isTourSlug(slug)) throw data(null, { status: 404 });
  const others = tourSlugs.filter((other) => other !== slug).map((other) => ({ slug: other, description: tours[other].description }));
  return { slug, tour: tours[slug], others };
}

/** The same for every visitor without a session: shared caches (and the server's page cache) may keep it a minute. */
export function headers() {
  return { "Cache-Control": "public, max-age=60" };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const tour = loaderData?.tour;
  if (!tour) return [{ title: "Page not found | Investar" }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: tour.title,
    description: tour.description,
    path: `/tour/${loaderData!.slug}`,
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Tour({ loaderData }: Route.ComponentProps) {
  const { slug, tour, others } = loaderData;
  const position = tourSlugs.indexOf(slug);
  const previous = tourSlugs[(position + tourSlugs.length - 1) % tourSlugs.length]!;
  const next = tourSlugs[(position + 1) % tourSlugs.length]!;
  return (
    <>
      <PageHero
        eyebrow={`Product tour · ${position + 1} of ${tourSlugs.length}`}
        heading={tour.heading}
        lead={tour.intro}
        aside={<ChartFigure kind={tour.chart} />}
        links={[
          { to: "/investar/technical-analysis-features", label: "See all features" },
          { to: "/investar/product-comparison", label: "Compare editions" },
        ]}
      />
      <ContentSections sections={tour.sections} renderChart={(section) => (section.chart ? <ChartFigure kind={section.chart} /> : null)} />
      <TrialCta />
      <nav className="section section--alt tour-more" aria-labelledby="tour-more-heading">
        <div className="section__inner">
          <h2 id="tour-more-heading">Continue the tour</h2>
          <div className="tour-steps">
            <Link to={`/tour/${previous}`} className="tour-step" rel="prev">
              <span className="tour-step__label">Previous</span>
              {tourMenuLabels[previous]}
            </Link>
            <Link to={`/tour/${next}`} className="tour-step tour-step--next" rel="next">
              <span className="tour-step__label">Next</span>
              {tourMenuLabels[next]}
            </Link>
          </div>
          <FeatureGrid
            columns={4}
            items={others.map((other) => ({ title: tourMenuLabels[other.slug], to: `/tour/${other.slug}`, text: other.description }))}
          />
        </div>
      </nav>
    </>
  );
}
