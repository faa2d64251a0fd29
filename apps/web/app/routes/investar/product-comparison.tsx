import { Link } from "react-router";
import type { Route } from "./+types/product-comparison";
import type { RouteHandle } from "../../root.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { FeatureComparison } from "../../components/pricing/feature-comparison.tsx";
import { editions } from "../../content/editions.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/product.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Compare Investar Lite, Basic, Standard and Pro | Investar",
    description:
      "Feature-by-feature comparison of the Investar editions: indicators, drawing tools, scans, automatic analysis, fundamentals, data history and add-ons.",
    path: "/investar/product-comparison",
    publicUrl: publicUrlFrom(matches),
  });
}

const advice = [
  {
    slug: "lite",
    text: "you are learning technical analysis or follow a handful of long-term holdings and are happy with standard indicator settings.",
  },
  {
    slug: "basic",
    text: "you trade end of day, want your own indicator settings and a solid set of scans, and do not need automatic analysis.",
  },
  {
    slug: "standard",
    text: "you review many charts, want support, resistance and trendlines drawn for you, use alerts, or need intraday data.",
  },
  {
    slug: "pro",
    text: "you trade written rules, want to build your own screens and multi-timeframe scans, or want signals and patterns to shortlist setups.",
  },
] as const;

export default function ProductComparison() {
  return (
    <>
      <PageHero
        eyebrow="Compare"
        heading="Compare the Investar editions"
        lead="All four editions are the same Windows program with the same end-of-day data for NSE, BSE, NSE F&O, MCX and NCDEX. This table shows exactly what each one adds."
      />

      <section className="section" aria-labelledby="table-heading">
        <div className="section__inner">
          <h2 id="table-heading" className="visually-hidden">
            Feature comparison
          </h2>
          <p className="table-hint" id="table-hint">
            Scroll the table sideways to see every edition.
          </p>
          <FeatureComparison id="comparison" captionVisible withPrices describedBy="table-hint" />
          <div className="grid grid--2 spaced-top">
            <div className="notice notice--info">
              <p>
                Standard and Pro prices are the effective monthly price on a quarterly plan. Monthly, quarterly and annual prices for every
                edition, and for data add-ons, are on the <Link to="/Pricing">pricing page</Link>. GST at 18% is added to payments in
                rupees.
              </p>
            </div>
            <div className="notice notice--info">
              <p>
                Intraday and real-time data add-ons (NSE cash, NSE F&amp;O and Nifty special, at 5-minute, 1-minute or real-time) can be
                added to Standard and Pro. <Link to="/investar/all-products#data-add-ons">Read about the add-ons</Link>.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="choose-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="choose-heading">Which edition should I choose?</h2>
            <p>
              A quick rule of thumb. If you are unsure, take the 7-day trial: it unlocks every Pro feature, and you can see which tools you
              actually reach for.
            </p>
          </div>
          <div className="grid grid--4">
            {advice.map((item) => (
              <article key={item.slug} className="card product-card">
                <h3>{editions[item.slug].name}</h3>
                <p>
                  Choose {editions[item.slug].shortName} if {item.text}
                </p>
                <Link to={`/investar/${item.slug}`}>More about {editions[item.slug].shortName}</Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <TrialCta />
    </>
  );
}
