import { Link } from "react-router";
import type { ReactNode } from "react";
import { usePriceCopy } from "../../lib/price-copy.ts";
import type { Route } from "./+types/technical-analysis-features";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { PageHero, TrialCta } from "../../components/content-page.tsx";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { pageMessages } from "../../lib/page-messages.server.ts";
import { contentTreeIn } from "../../i18n/content-text.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import { analysisFeatures, type LimitValue } from "../../content/analysis-features.ts";
import "../../styles/tour.css";
import { FeatureGrid } from "../../components/feature-grid.tsx";
import { FeatureCopy, PageSection, featureRowLayout } from "../../components/page-section.tsx";
import { SplitBand } from "../../components/band.tsx";
import { PointList } from "../../components/point-list.tsx";
import { TextCards } from "../../components/text-cards.tsx";
import { DataTable } from "../../components/data-table.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader(args: Route.LoaderArgs) {
  return { messages: pageMessages(args, ["product", "features"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "features.analysis", path: "/investar/technical-analysis-features" });
}

interface FactTableProps {
  caption: string;
  headings: readonly string[];
  /** Each row's cells in the headings' order; the first names the row. */
  rows: ReadonlyArray<readonly [string, ...ReactNode[]]>;
  /** One block a row on a phone (table--stack). */
  stacked?: boolean;
}

/** One of the catalogue's tables of facts, its caption for screen readers (the section's heading says it to everyone else). */
function FactTable({ caption, headings, rows, stacked = false }: FactTableProps) {
  return (
    <DataTable
      className={stacked ? "table table--stack" : "table"}
      caption={caption}
      captionHidden
      columns={headings.map((heading, index) => ({
        heading,
        rowHeader: index === 0,
        cell: (row: FactTableProps["rows"][number]) => row[index],
      }))}
      rows={rows}
      rowKey={([name]) => name}
    />
  );
}

export default function TechnicalAnalysisFeatures() {
  const text = useI18n();
  const { t, href } = text;
  const priceCopy = usePriceCopy();
  const content = priceCopy.content(contentTreeIn(analysisFeatures, "features.analysis", text));
  const limitText = (value: LimitValue) =>
    typeof value === "string" ? value : t(value ? "product.compare.included" : "product.compare.notIncluded");
  return (
    <>
      <PageHero
        eyebrow={t("features.analysis.eyebrow")}
        heading={t("features.analysis.heading")}
        lead={t("features.analysis.lead")}
        aside={<ChartFigure kind="overview" />}
        links={[
          { to: href("/investar/product-comparison"), label: t("product.edition.compare") },
          { to: href("/investar/download"), label: t("features.analysis.download") },
        ]}
      />

      <PageSection
        id="highlights-heading"
        heading={t("features.analysis.highlightsHeading")}
        intro={t("features.analysis.highlightsIntro")}
      >
        <FeatureGrid columns={4} numbered items={content.highlights.map((item) => ({ ...item, to: href(item.to) }))} />
      </PageSection>

      <PageSection id="studies-heading" alt heading={t("features.analysis.studiesHeading")} intro={t("features.analysis.studiesIntro")}>
        {content.studies.map((study, index) => (
          <div key={study.chart} className={featureRowLayout(index)}>
            <FeatureCopy
              level={3}
              heading={study.heading}
              paragraphs={study.paragraphs}
              bullets={study.bullets}
              to={href(study.to)}
              linkLabel={study.linkLabel}
            />
            <ChartFigure kind={study.chart} />
          </div>
        ))}
      </PageSection>

      <PageSection
        id="indicators-heading"
        heading={t("features.analysis.indicatorsHeading")}
        intro={t("features.analysis.indicatorsIntro")}
      >
        <TextCards
          columns={3}
          items={[
            ...content.indicatorFamilies.map((family) => ({
              title: family.title,
              text: family.purpose,
              more: <PointList look="tag-list" items={family.examples} />,
            })),
            { title: t("features.analysis.combineTitle"), text: t("features.analysis.combineText") },
          ]}
        />
      </PageSection>

      <SplitBand
        alt
        id="drawing-heading"
        layout="grid grid--2 feature-row"
        heading={t("features.analysis.drawingHeading")}
        aside={
          <div>
            <h2>{t("features.analysis.chartsHeading")}</h2>
            <p>{t("features.analysis.chartsText")}</p>
            <PointList items={content.layoutPoints} />
          </div>
        }
      >
        <p>{t("features.analysis.drawingText")}</p>
        <PointList look="tag-list" items={content.drawingTools} />
      </SplitBand>

      <SplitBand
        id="scans-heading"
        layout="grid grid--2 feature-row"
        heading={t("features.analysis.scansHeading")}
        aside={<ChartFigure kind="scan" />}
      >
        <p>{t("features.analysis.scansText")}</p>
        <p>{t("features.analysis.screenerText")}</p>
        <Link to={href("/tour/stock-screener-software")} className="feature-card__link">
          {t("features.analysis.screenerLink")}
        </Link>
      </SplitBand>

      <PageSection id="data-heading" alt heading={t("product.edition.dataHeading")} intro={t("features.analysis.dataIntro")}>
        <FactTable
          caption={t("features.analysis.dataCaption")}
          headings={[t("features.analysis.segment"), t("features.analysis.data")]}
          rows={content.dataCoverage.map(({ segment, data }) => [segment, data])}
        />
      </PageSection>

      <PageSection
        id="editions-heading"
        heading={t("features.analysis.editionsHeading")}
        intro={richText(t("features.analysis.editionsIntro", slots("comparison", "pricing")), {
          comparison: <Link to={href("/investar/product-comparison")}>{t("features.analysis.comparisonLink")}</Link>,
          pricing: <Link to={href("/Pricing")}>{t("features.analysis.pricingLink")}</Link>,
        })}
      >
        <FactTable
          stacked
          caption={t("features.analysis.editionsCaption")}
          headings={[t("product.compare.feature"), "Lite", "Standard", "Pro"]}
          rows={content.editionLimits.map((row) => [row.feature, limitText(row.lite), limitText(row.standard), limitText(row.pro)])}
        />
        <p className="table-note">{t("features.analysis.tableNote")}</p>
      </PageSection>

      <TrialCta />
    </>
  );
}
