import { Link } from "react-router";
import type { Route } from "./+types/product-comparison";
import type { RouteHandle } from "../../root.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { FeatureComparison } from "../../components/pricing/feature-comparison.tsx";
import { editions } from "../../content/editions.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { pageMessages } from "../../lib/page-messages.server.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import "../../styles/product.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader(args: Route.LoaderArgs) {
  return { messages: pageMessages(args, ["product"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "product.comparison", path: "/investar/product-comparison" });
}

/** Which edition suits whom: the card's text is product.comparison.advice.<slug>. */
const advice = ["lite", "basic", "standard", "pro"] as const;

export default function ProductComparison() {
  const { t, href } = useI18n();
  return (
    <>
      <PageHero eyebrow={t("product.comparison.eyebrow")} heading={t("product.comparison.heading")} lead={t("product.comparison.lead")} />

      <section className="section" aria-labelledby="table-heading">
        <div className="section__inner">
          <h2 id="table-heading" className="visually-hidden">
            {t("product.comparison.tableHeading")}
          </h2>
          <p className="table-hint" id="table-hint">
            {t("product.comparison.hint")}
          </p>
          <FeatureComparison id="comparison" captionVisible withPrices describedBy="table-hint" />
          <div className="grid grid--2 spaced-top">
            <div className="notice notice--info">
              <p>
                {t("product.comparison.prices")} <Link to={href("/Pricing")}>{t("product.comparison.pricesLink")}</Link>
                {t("product.comparison.gst")}
              </p>
            </div>
            <div className="notice notice--info">
              <p>
                {t("product.comparison.addons")}{" "}
                <Link to={href("/investar/all-products#data-add-ons")}>{t("product.comparison.addonsLink")}</Link>.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="choose-heading">
        <div className="section__inner">
          <div className="section__header">
            <h2 id="choose-heading">{t("product.comparison.chooseHeading")}</h2>
            <p>{t("product.comparison.chooseText")}</p>
          </div>
          <div className="grid grid--4">
            {advice.map((slug) => (
              <article key={slug} className="card product-card">
                <h3>{editions[slug].name}</h3>
                <p>{t(`product.comparison.advice.${slug}`, { name: editions[slug].shortName })}</p>
                <Link to={href(`/investar/${slug}`)}>{t("product.comparison.more", { name: editions[slug].shortName })}</Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <TrialCta />
    </>
  );
}
