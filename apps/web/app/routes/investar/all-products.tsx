import { Link } from "react-router";
import type { Route } from "./+types/all-products";
import type { RouteHandle } from "../../root.tsx";
import { ChartFigure } from "../../components/charts/chart-figure.tsx";
import { ButtonLinks, PageHero, TrialCta } from "../../components/content-page.tsx";
import { dataAddOns, editionLadder } from "../../content/editions.ts";
import { usePriceCopy } from "../../lib/price-copy.ts";
import { useRootData } from "../../lib/root-data.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { pageMessages } from "../../lib/page-messages.server.ts";
import { contentTreeIn } from "../../i18n/content-text.ts";
import { editionIn } from "../../i18n/edition-text.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText, slots } from "../../i18n/rich-text.tsx";
import "../../styles/product.css";
import { Band, SectionHeader } from "../../components/band.tsx";
import { PointList } from "../../components/point-list.tsx";
import { InfoNotes } from "../../components/info-notes.tsx";
import { TextCards } from "../../components/text-cards.tsx";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function loader(args: Route.LoaderArgs) {
  return { messages: pageMessages(args, ["product", "features"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "features.allProducts", path: "/investar/all-products" });
}

/** Each card's title, text and link label are features.allProducts.training.<id>.… */
const training = [
  { id: "software", to: "/education/investar-software-training" },
  { id: "analysis", to: "/education/technical-analysis-training" },
  { id: "webinars", to: "/education/my-webinars" },
  { id: "newsletters", to: "/education/newsletters" },
] as const;

/** What the mobile app is good for: features.allProducts.mobileUse.<id>. */
const mobileUses = ["closes", "charts", "scans", "levels"] as const;

export default function AllProducts() {
  const text = useI18n();
  const { t, href } = text;
  const priceCopy = usePriceCopy();
  const { user } = useRootData();
  const addOns = contentTreeIn(dataAddOns, "features.allProducts.addOns", text);
  return (
    <>
      <PageHero
        eyebrow={t("features.allProducts.eyebrow")}
        heading={t("features.allProducts.heading")}
        lead={t("features.allProducts.lead")}
        aside={<ChartFigure kind="overview" />}
        links={[
          { to: href("/investar/product-comparison"), label: t("product.edition.compare") },
          user
            ? { to: href("/investar/download"), label: t("product.trialCta.download"), look: "solid" }
            : { to: href("/user/sign-up"), label: t("product.trialCta.start"), look: "solid" },
        ]}
      />

      <Band labelledBy="editions-heading">
        <SectionHeader
          id="editions-heading"
          heading={t("features.allProducts.editionsHeading")}
          text={t("features.allProducts.editionsText")}
        />
        <div className="grid grid--4">
          {editionLadder.map((slug) => {
            const edition = priceCopy.content(editionIn(text, slug));
            const highlighted = slug === "standard";
            return (
              <article key={slug} className={highlighted ? "card product-card product-card--highlight" : "card product-card"}>
                {highlighted ? <span className="product-card__badge">{t("features.allProducts.mostPopular")}</span> : null}
                {edition.price.isFree ? <span className="product-card__badge">{t("product.compare.free")}</span> : null}
                <h3>{edition.name}</h3>
                <p>{edition.tagline}</p>
                <p className="product-card__price">{edition.price.amount}</p>
                <p className="product-card__price-note">{edition.price.note}</p>
                <ul className="check-list">
                  {edition.stats.map((stat) => (
                    <li key={stat.label}>
                      {stat.value} {stat.label}
                    </li>
                  ))}
                </ul>
                <div className="button-row">
                  <Link to={href(`/investar/${slug}`)} className={highlighted ? "button button--primary" : "button button--ghost"}>
                    {richText(t("features.allProducts.explore", { name: edition.shortName, ...slots("edition") }), {
                      edition: <span className="visually-hidden">{t("features.allProducts.exploreEdition")}</span>,
                    })}
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
        <div className="section__footer">
          <ButtonLinks
            links={[
              { to: href("/investar/product-comparison"), label: t("features.allProducts.compareAll") },
              { to: href("/Pricing"), label: t("features.allProducts.plans") },
            ]}
          />
        </div>
      </Band>

      <Band alt labelledBy="mobile-heading" layout="split">
        <div>
          <span className="eyebrow">{t("features.allProducts.mobileEyebrow")}</span>
          <h2 id="mobile-heading">{t("features.allProducts.mobileHeading")}</h2>
          <p className="lead-text">{t("features.allProducts.mobileLead")}</p>
          <p>{t("features.allProducts.mobileText")}</p>
          <div className="button-row">
            <ButtonLinks links={[{ to: href("/PricingMobile"), label: t("features.allProducts.mobilePlans"), look: "primary" }]} />
          </div>
        </div>
        <div className="card">
          <h3>{t("features.allProducts.mobileUsesHeading")}</h3>
          <PointList items={mobileUses.map((id) => t(`features.allProducts.mobileUse.${id}`))} />
        </div>
      </Band>

      <Band id="data-add-ons" labelledBy="addons-heading">
        <SectionHeader
          id="addons-heading"
          eyebrow={t("features.allProducts.addOnsEyebrow")}
          heading={t("features.allProducts.addOnsHeading")}
          text={t("features.allProducts.addOnsText")}
        />
        <TextCards
          columns={4}
          items={addOns.map((addOn) => ({
            title: addOn.title,
            text: addOn.summary,
            more: (
              <ul className="variant-list" aria-label={t("features.allProducts.addOnOptions", { name: addOn.title })}>
                {addOn.variants.map((variant) => (
                  <li key={variant}>{variant}</li>
                ))}
              </ul>
            ),
          }))}
        />
        <InfoNotes
          notes={[
            <>
              <strong>{t("features.allProducts.barsQuestion")}</strong> {t("features.allProducts.barsAnswer")}
            </>,
            <>
              <strong>{t("features.allProducts.feedQuestion")}</strong> {t("features.allProducts.feedAnswer")}
            </>,
          ]}
        />
        <div className="section__footer">
          <ButtonLinks links={[{ to: href("/Pricing"), label: t("features.allProducts.chooseAddOns"), look: "primary" }]} />
        </div>
      </Band>

      <Band alt labelledBy="training-heading">
        <SectionHeader
          id="training-heading"
          eyebrow={t("features.allProducts.trainingEyebrow")}
          heading={t("features.allProducts.trainingHeading")}
          text={t("features.allProducts.trainingText")}
        />
        <TextCards
          columns={4}
          cardClassName="card product-card"
          items={training.map(({ id, to }) => ({
            title: t(`features.allProducts.training.${id}.title`),
            text: t(`features.allProducts.training.${id}.text`),
            more: (
              <div className="button-row">
                <ButtonLinks links={[{ to: href(to), label: t(`features.allProducts.training.${id}.label`) }]} />
              </div>
            ),
          }))}
        />
      </Band>

      <Band labelledBy="more-heading">
        <h2 id="more-heading" className="visually-hidden">
          {t("features.allProducts.moreHeading")}
        </h2>
        <TextCards
          columns={2}
          items={[
            {
              title: t("features.allProducts.licencesTitle"),
              text: t("features.allProducts.licencesText"),
              more: <Link to={href("/investar/faqs#licences")}>{t("features.allProducts.licencesLink")}</Link>,
            },
            {
              title: t("features.allProducts.brokerTitle"),
              text: t("features.allProducts.brokerText"),
              more: <Link to={href("/investar/broker-partner")}>{t("features.allProducts.brokerLink")}</Link>,
            },
          ]}
        />
      </Band>

      <TrialCta />
    </>
  );
}
