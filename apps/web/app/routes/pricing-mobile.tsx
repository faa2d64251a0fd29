import { Link, useLocation } from "react-router";
import type { Route } from "./+types/pricing-mobile";
import { CompactHeader } from "../components/brand-mark.tsx";
import { BillingPeriodSwitch } from "../components/pricing/billing-period-switch.tsx";
import { CurrencySwitch } from "../components/pricing/currency-switch.tsx";
import { ItemPriceTable } from "../components/pricing/item-price-table.tsx";
import { PackageCards } from "../components/pricing/price-list-sections.tsx";
import { loadPriceList } from "../components/pricing/price-list-loader.ts";
import { bestSavingPercent } from "../components/pricing/pricing-view.ts";
import { customizeHref } from "../components/pricing/selection-query.ts";
import { usePriceListChoice } from "../components/pricing/use-price-list-choice.ts";
import { MobileAppLinks } from "../components/mobile-app/mobile-app-links.tsx";
import { appContext } from "../load-context.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { LanguageSwitch } from "../i18n/language-links.tsx";
import { languageOf, metaText, requestLocale, useI18n } from "../i18n/page-locale.ts";
import "../styles/pricing.css";
import { KEPT_PER_LOCATION_CURRENCY_HEADER } from "@investar/contract/pages/load-context";

/**
 * The in-app pricing page has one address, opened from the app, and speaks the visitor's chosen language (the
 * account's, else the language cookie): core's speaksChosenLanguage, docs/adr/0059-hindi-with-lingui.md (the last points).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = requestLocale(request, app.pseudoLocale, app.language);
  const [priceList, mobileApp] = await Promise.all([
    loadPriceList(new URL(request.url), app, "mobile", languageOf(locale)),
    app.services.getMobileApp(),
  ]);
  return { ...priceList, mobileApp, messages: messagesFor(locale, ["pricing", "mobile"]) };
}

/** The same for every visitor of one location currency, so the server keeps it a minute for each (ADR 0057#pages-kept-per-currency). */
export function headers() {
  return { [KEPT_PER_LOCATION_CURRENCY_HEADER]: "60" };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("mobile.title"),
    description: t("mobile.description"),
    path: "/PricingMobile",
    publicUrl: publicUrlFrom(matches),
  });
}

/** Outside the main layout (docs/business-rules.md#top-level-routes top-level route): a compact header of its own, for opening from the app. */
export default function PricingMobile({ loaderData }: Route.ComponentProps) {
  const { key } = useLocation();
  const { t, href } = useI18n();
  return (
    <>
      <CompactHeader className="mobile-pricing__header">
        <Link to={href("/Pricing")}>{t("mobile.desktopPlans")}</Link>
      </CompactHeader>
      <main id="main" className="site-main mobile-pricing" tabIndex={-1}>
        <MobilePriceList key={key} data={loaderData} />
      </main>
      <footer className="mobile-pricing__footer">
        <Link to={href("/Pricing/PaymentFaqs")}>{t("mobile.footer.faqs")}</Link> ·{" "}
        <Link to={href("/investar/terms-and-conditions")}>{t("mobile.footer.terms")}</Link> ·{" "}
        <Link to={href("/investar/privacy-policy")}>{t("mobile.footer.privacy")}</Link> ·{" "}
        <Link to={href("/support")}>{t("mobile.footer.support")}</Link> · <LanguageSwitch />
      </footer>
    </>
  );
}

function MobilePriceList({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const choice = usePriceListChoice(data, "/PricingMobile");
  const { view } = data;
  const { plan, currency } = choice;
  const { t, href } = useI18n();
  const rows = [...view.products, ...view.addons.map((addon) => ({ ...addon, name: t("mobile.addon", { name: addon.name }) }))];
  const savings = {
    Quarter: bestSavingPercent(view.products, "Quarter", currency),
    Annual: bestSavingPercent(view.products, "Annual", currency),
  };
  const firstPaid = view.products.find((product) => !product.isFree);
  return (
    <div className="mobile-pricing__inner">
      <h1>{t("mobile.heading")}</h1>
      <p className="pricing-note">{t("mobile.lead")}</p>
      <MobileAppLinks app={data.mobileApp} heading={t("mobile.app.heading")}>
        <p>{t("mobile.app.lead")}</p>
      </MobileAppLinks>
      <div className="price-switches">
        <BillingPeriodSwitch value={plan} onChange={choice.setPlan} hrefFor={choice.planHref} savings={savings} />
        <CurrencySwitch value={currency} onChange={choice.setCurrency} hrefFor={choice.currencyHref} />
      </div>
      <section aria-labelledby="mobile-packages-heading">
        <h2 id="mobile-packages-heading">{t("mobile.packages")}</h2>
        <PackageCards view={view} plan={plan} currency={currency} />
      </section>
      <section aria-labelledby="mobile-prices-heading" className="pricing-spaced">
        <h2 id="mobile-prices-heading">{t("mobile.prices")}</h2>
        <ItemPriceTable
          caption={t("mobile.prices.caption")}
          itemHeading={t("mobile.prices.item")}
          rows={rows}
          plan={plan}
          currency={currency}
        />
        {firstPaid ? (
          <p className="pricing-spaced">
            <Link to={href(customizeHref({ product: firstPaid.id, plan, currency, isMobile: true }))} className="button button--primary">
              {t("mobile.build")}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
