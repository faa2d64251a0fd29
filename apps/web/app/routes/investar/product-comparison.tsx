import { Link } from "react-router";
import type { Route } from "./+types/product-comparison";
import type { RouteHandle } from "../../root.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { Band, SectionHeader } from "../../components/band.tsx";
import { InfoNotes } from "../../components/info-notes.tsx";
import { TextCards } from "../../components/text-cards.tsx";
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

      <Band labelledBy="table-heading">
        <h2 id="table-heading" className="visually-hidden">
          {t("product.comparison.tableHeading")}
        </h2>
        <p className="table-hint" id="table-hint">
          {t("product.comparison.hint")}
        </p>
        <FeatureComparison id="comparison" captionVisible withPrices describedBy="table-hint" />
        <InfoNotes
          notes={[
            <>
              {t("product.comparison.prices")} <Link to={href("/Pricing")}>{t("product.comparison.pricesLink")}</Link>
              {t("product.comparison.gst")}
            </>,
            <>
              {t("product.comparison.addons")}{" "}
              <Link to={href("/investar/all-products#data-add-ons")}>{t("product.comparison.addonsLink")}</Link>.
            </>,
          ]}
        />
      </Band>

      <Band alt labelledBy="choose-heading">
        <SectionHeader id="choose-heading" heading={t("product.comparison.chooseHeading")} text={t("product.comparison.chooseText")} />
        <TextCards
          columns={4}
          cardClassName="card product-card"
          items={advice.map((slug) => ({
            title: editions[slug].name,
            text: t(`product.comparison.advice.${slug}`, { name: editions[slug].shortName }),
            more: <Link to={href(`/investar/${slug}`)}>{t("product.comparison.more", { name: editions[slug].shortName })}</Link>,
          }))}
        />
      </Band>

      <TrialCta />
    </>
  );
}
