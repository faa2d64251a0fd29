import { Link, useLocation } from "react-router";
import type { Route } from "./+types/pricing";
import { PageHero } from "../../components/content-page.tsx";
import { BillingPeriodSwitch } from "../../components/pricing/billing-period-switch.tsx";
import { CurrencySwitch } from "../../components/pricing/currency-switch.tsx";
import { FeatureComparison } from "../../components/pricing/feature-comparison.tsx";
import { AddonPrices, Bundles, LicencesAndPortfolios } from "../../components/pricing/price-list-sections.tsx";
import { PlanCard } from "../../components/pricing/plan-card.tsx";
import { loadOfferCards } from "../../components/pricing/offers-loader.ts";
import { RunningOffers } from "../../components/pricing/running-offers.tsx";
import { loadPriceList } from "../../components/pricing/price-list-loader.ts";
import { bestSavingPercent, type PricingView } from "../../components/pricing/pricing-view.ts";
import { customizeHref } from "../../components/pricing/selection-query.ts";
import { usePriceListChoice, type PriceListChoice } from "../../components/pricing/use-price-list-choice.ts";
import { isEditionSlug, editions } from "../../content/editions.ts";
import { appContext } from "../../load-context.ts";
import { pageMeta, pricesFrom, publicUrlFrom } from "../../lib/page-meta.ts";
import { useRootData } from "../../lib/root-data.ts";
import "../../styles/product.css";
import { MobileAppLinks } from "../../components/mobile-app/mobile-app-links.tsx";
import { mergedMessages, messagesFor, messagesStartingWith } from "../../i18n/catalogues.server.ts";
import { languageOf, metaText, requestLocale, useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import "../../styles/pricing.css";
import "../../styles/offers.css";
import { KEPT_PER_LOCATION_CURRENCY_HEADER } from "@investar/contract/pages/load-context";

/** The product namespace's texts this page shows: the comparison table, each edition's tagline and stats. */
const PRICING_PRODUCT_TEXTS = [
  "product.compare.",
  ...["lite", "basic", "standard", "pro"].flatMap((slug) => [`product.edition.${slug}.tagline`, `product.edition.${slug}.stats.`]),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = requestLocale(request, app.pseudoLocale);
  const [priceList, catalogue, mobileApp] = await Promise.all([
    loadPriceList(new URL(request.url), app, "desktop", languageOf(locale)),
    app.services.getPricingCatalogue(),
    app.services.getMobileApp(),
  ]);
  return {
    ...priceList,
    offers: await loadOfferCards(app, catalogue, new Date(), languageOf(locale)),
    mobileApp,
    // The edition cards' taglines and stats and the comparison table are the product pages' words: only those of the
    // product namespace (its edition pages' texts carry price placeholders this page never fills).
    messages: mergedMessages(
      messagesFor(locale, ["pricing"]),
      messagesStartingWith(messagesFor(locale, ["product"]), PRICING_PRODUCT_TEXTS),
    ),
  };
}

/** The same for every visitor of one location currency, so the server keeps it a minute for each (ADR 0057#pages-kept-per-currency). */
export function headers() {
  return { [KEPT_PER_LOCATION_CURRENCY_HEADER]: "60" };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t, href } = metaText(matches);
  return pageMeta({
    title: t("pricing.title"),
    // The catalogue's price goes in as copy prices do (docs/business-rules.md#prices-in-copy).
    description: t("pricing.description", { standardMonthly: "{{Standard/month}}" }),
    path: href("/Pricing"),
    publicUrl: publicUrlFrom(matches),
    prices: pricesFrom(matches),
  });
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  // A new navigation to /Pricing (say, from the menu) starts again from what its URL says.
  const { key } = useLocation();
  return <PriceList key={key} data={loaderData} />;
}

function PriceList({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const choice = usePriceListChoice(data, "/Pricing");
  const { view } = data;
  const { plan, currency } = choice;
  const { t, href } = useI18n();
  const savings = {
    Quarter: bestSavingPercent(view.products, "Quarter", currency),
    Annual: bestSavingPercent(view.products, "Annual", currency),
  };
  return (
    <>
      <PageHero eyebrow={t("pricing.eyebrow")} heading={t("pricing.heading")} lead={t("pricing.lead")} />
      <section className="section pricing-section" aria-labelledby="plans-heading">
        <div className="section__inner">
          <h2 id="plans-heading">{t("pricing.choose")}</h2>
          <div className="price-switches">
            <BillingPeriodSwitch value={plan} onChange={choice.setPlan} hrefFor={choice.planHref} savings={savings} />
            <CurrencySwitch value={currency} onChange={choice.setCurrency} hrefFor={choice.currencyHref} />
          </div>
          <p className="pricing-note">{currency === "INR" ? t("pricing.noteINR") : t("pricing.noteUSD")}</p>
          <EditionCards view={view} choice={choice} />
        </div>
      </section>
      <RunningOffers cards={data.offers} plan={plan} currency={currency} />
      <Bundles view={view} plan={plan} currency={currency} />
      <AddonPrices view={view} plan={plan} currency={currency} />
      <LicencesAndPortfolios view={view} currency={currency} />
      <section className="section" aria-labelledby="compare-heading">
        <div className="section__inner">
          <h2 id="compare-heading">{t("pricing.compare")}</h2>
          <p className="table-hint" id="feature-comparison-hint">
            {t("pricing.scrollHint")}
          </p>
          <FeatureComparison id="feature-comparison" describedBy="feature-comparison-hint" />
          <p className="pricing-links">
            {t("pricing.links.phone")} <Link to={`/PricingMobile?currency=${currency}`}>{t("pricing.links.mobilePlans")}</Link>
            {closing(t("pricing.links.phoneAfter"))} {t("pricing.links.standalone")}{" "}
            <Link to={href("/Pricing/StandalonePrices")}>{t("pricing.links.standaloneLink")}</Link>
            {closing(t("pricing.links.standaloneAfter"))} {t("pricing.links.faqs")}{" "}
            <Link to={href("/Pricing/PaymentFaqs")}>{t("pricing.links.faqsLink")}</Link>
            {closing(t("pricing.links.faqsAfter"))}
          </p>
          <MobileAppLinks app={data.mobileApp} heading={t("pricing.mobileApp.heading")}>
            <p>
              {t("pricing.mobileApp.lead")} <Link to={`/PricingMobile?currency=${currency}`}>{t("pricing.links.mobilePlans")}</Link>
              {closing(t("pricing.mobileApp.leadAfter"))}
            </p>
          </MobileAppLinks>
        </div>
      </section>
    </>
  );
}

/**
 * The words after a link that closes a sentence: English closes with a full stop right after the link, Hindi
 * with the verb after a space ("… देखें।"), so a space goes in unless the words start with punctuation.
 */
function closing(words: string): string {
  return /^\p{P}/u.test(words) ? words : ` ${words}`;
}

/** Add-ons offered with a product, in catalogue order (Lite is free, so it is bought with one). */
function addonsFor(view: PricingView, productId: string): string[] {
  return view.addons.filter((addon) => addon.products.includes(productId)).map((addon) => addon.id);
}

function EditionCards({ view, choice }: { view: PricingView; choice: PriceListChoice }) {
  const { user } = useRootData();
  const i18n = useI18n();
  const { t, href } = i18n;
  const { plan, currency } = choice;
  return (
    <ul className="plan-grid" role="list">
      {view.products.map((product) => {
        const slug = product.id.toLowerCase();
        const content = isEditionSlug(slug) ? editions[slug] : null;
        return (
          <PlanCard
            key={product.id}
            id={product.id}
            name={product.name}
            tagline={content ? translatedOr(i18n, `product.edition.${slug}.tagline`, content.tagline) : undefined}
            isFree={product.isFree}
            prices={product.prices}
            plan={plan}
            currency={currency}
            features={content?.stats.map((stat, index) => {
              const key = `product.edition.${slug}.stats.${index}`;
              return `${translatedOr(i18n, `${key}.value`, stat.value)} ${translatedOr(i18n, `${key}.label`, stat.label)}`;
            })}
            actions={(headingId) =>
              product.isFree ? (
                <>
                  <Link
                    to={href(user ? "/investar/download" : "/user/sign-up")}
                    className="button button--primary"
                    aria-describedby={headingId}
                  >
                    {t("pricing.startFree")}
                  </Link>
                  <Link
                    to={href(customizeHref({ product: product.id, plan, currency, addons: addonsFor(view, product.id).slice(0, 1) }))}
                    className="button button--ghost"
                  >
                    {t("pricing.customise")} <span className="visually-hidden">{product.name}</span>
                  </Link>
                </>
              ) : (
                <Link to={href(customizeHref({ product: product.id, plan, currency }))} className="button button--accent">
                  {t("pricing.buy", { name: product.name })}
                </Link>
              )
            }
          />
        );
      })}
    </ul>
  );
}
