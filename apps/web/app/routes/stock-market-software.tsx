import { Link } from "react-router";
import { usePriceCopy } from "../lib/price-copy.ts";
import type { Route } from "./+types/stock-market-software";
import type { RouteHandle } from "../root.tsx";
import type { ChartKind } from "../components/charts/chart-kinds.ts";
import { ChartFigure } from "../components/charts/chart-figure.tsx";
import { PageHero, TrialCta } from "../components/content-page.tsx";
import { translatedMeta } from "../lib/translated-meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { richText, slots } from "../i18n/rich-text.tsx";
import "../styles/tour.css";
import { FeatureGrid } from "../components/feature-grid.tsx";
import { FeatureCopy, PageSection, featureRowLayout } from "../components/page-section.tsx";
import { Band } from "../components/band.tsx";
import { TextCards } from "../components/text-cards.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

/** The page's own texts, and of `product` the charts' captions and the trial band. */
export function loader(args: Route.LoaderArgs) {
  return { messages: pageMessages(args, ["landing", "product"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "landing.stockMarketSoftware", path: "/stock-market-software" });
}

/** The four tools: each one's texts are landing.stockMarketSoftware.pillar.<slug>.* (two paragraphs, three bullets). */
const pillars: Array<{ slug: string; to: string; chart: ChartKind }> = [
  { slug: "technical", to: "/tour/technical-analysis-software", chart: "patterns" },
  { slug: "fundamental", to: "/tour/fundamental-analysis-software", chart: "fundamentals" },
  { slug: "screener", to: "/tour/stock-screener-software", chart: "scan" },
  { slug: "portfolio", to: "/tour/portfolio-management-software", chart: "portfolio" },
];

/** Kinds of trader (audience.<slug>.title/.text), reasons for a desktop program (reason.<slug>.…) and questions (faq.<slug>.q/.a). */
const audiences = ["investors", "swing", "intraday", "fno", "commodity", "learners"];
const desktopReasons = ["fast", "room", "stays"];
const faqs = ["free", "cost", "intraday", "advice", "computers"];

/** The figures are the same in every language; only the words under them are said. */
const stats: Array<[figure: string | null, label: string]> = [
  [null, "yearsLabel"],
  ["5", "segments"],
  ["65+", "indicators"],
  ["190+", "scans"],
];

export default function StockMarketSoftware() {
  const priceCopy = usePriceCopy();
  const { t, href } = useI18n();
  const p = (key: string, values?: Record<string, unknown>) => t(`landing.stockMarketSoftware.${key}`, values);
  // Prices are the catalogue's in effect (docs/business-rules.md#prices-in-copy), set into the sentence after translation.
  const prices = { standard: priceCopy.text("{{Standard/month}}"), pro: priceCopy.text("{{Pro/month}}") };
  return (
    <>
      <PageHero
        eyebrow={p("eyebrow")}
        heading={p("heading")}
        lead={p("lead")}
        aside={<ChartFigure kind="overview" />}
        links={[
          { to: href("/tour/technical-analysis-software"), label: p("tourLink") },
          { to: href("/Pricing"), label: t("product.trialCta.pricing") },
        ]}
      />

      <PageSection id="pillars-heading" heading={p("pillars.heading")} intro={p("pillars.intro")}>
        <FeatureGrid
          columns={4}
          items={pillars.map(({ slug, to }) => ({ title: p(`pillar.${slug}.title`), to: href(to), text: p(`pillar.${slug}.summary`) }))}
        />
      </PageSection>

      {pillars.map(({ slug, to, chart }, index) => (
        <Band key={slug} alt={index % 2 === 0} labelledBy={`pillar-${index}`} layout={featureRowLayout(index)}>
          <FeatureCopy
            level={2}
            headingId={`pillar-${index}`}
            heading={p(`pillar.${slug}.title`)}
            paragraphs={[p(`pillar.${slug}.p1`), p(`pillar.${slug}.p2`)]}
            bullets={[1, 2, 3].map((n) => p(`pillar.${slug}.b${n}`))}
            to={href(to)}
            linkLabel={p(`pillar.${slug}.more`)}
          />
          <ChartFigure kind={chart} />
        </Band>
      ))}

      <PageSection id="audience-heading" heading={p("audience.heading")} intro={p("audience.intro")}>
        <TextCards
          columns={3}
          items={audiences.map((slug) => ({ title: p(`audience.${slug}.title`), text: p(`audience.${slug}.text`) }))}
        />
      </PageSection>

      <PageSection id="desktop-heading" alt heading={p("desktop.heading")}>
        <ul className="stat-row">
          {stats.map(([figure, label]) => (
            <li key={label}>
              <strong>{figure ?? p("stat.years")}</strong>
              <span>{p(`stat.${label}`)}</span>
            </li>
          ))}
        </ul>
        <TextCards
          columns={3}
          items={desktopReasons.map((slug) => ({ title: p(`reason.${slug}.title`), text: p(`reason.${slug}.text`) }))}
        />
      </PageSection>

      <Band labelledBy="faq-heading" layout="prose">
        <h2 id="faq-heading">{p("faq.heading")}</h2>
        <div className="faq-list">
          {faqs.map((slug) => (
            <details key={slug}>
              <summary>{p(`faq.${slug}.q`)}</summary>
              <p>{p(`faq.${slug}.a`, prices)}</p>
            </details>
          ))}
        </div>
        <p>
          {richText(p("faq.more", slots("faqs", "catalogue")), {
            faqs: <Link to={href("/investar/faqs")}>{t("link./investar/faqs")}</Link>,
            catalogue: <Link to={href("/investar/technical-analysis-features")}>{p("faq.catalogueLink")}</Link>,
          })}
        </p>
      </Band>

      <TrialCta />
    </>
  );
}
