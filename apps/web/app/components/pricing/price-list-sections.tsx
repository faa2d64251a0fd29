/** Sections of the price lists below the edition cards: bundles, add-on prices, licences and portfolio packages. */
import { simultaneousLicenceDiscountPercent, type BillingPlan, type Currency, type Package } from "@investar/core";
import { Link } from "react-router";
import { ItemPriceTable } from "./item-price-table.tsx";
import { PlanCard } from "./plan-card.tsx";
import { GstNote } from "./plan-price.tsx";
import type { AddonView, PricingView } from "./pricing-view.ts";
import { customizeHref } from "./selection-query.ts";
import { usePriceWords } from "./price-words.ts";
import { useI18n } from "../../i18n/page-locale.ts";

interface SectionProps {
  view: PricingView;
  plan: BillingPlan;
  currency: Currency;
}

/** Ready-made bundles (docs/business-rules.md#packages packages) with their list price, each opening CustomizeSubscription pre-selected. */
export function PackageCards({ view, plan, currency }: SectionProps) {
  const isMobile = view.channel === "mobile";
  const { say, i18n } = usePriceWords();
  return (
    <ul className="plan-grid" role="list">
      {view.packages.map((pkg) => (
        <PlanCard
          key={packageKey(pkg)}
          id={`package-${packageKey(pkg)}`}
          name={pkg.Name}
          nameLang={pkg.NameLang}
          flag={pkg.Flag}
          flagLang={pkg.FlagLang}
          tagline={
            pkg.Addons.length > 0
              ? say("price.package.with", `${pkg.BaseProduct} with ${pkg.Addons.join(" and ")}`, {
                  product: pkg.BaseProduct,
                  addons: pkg.Addons.join(" + "),
                })
              : say("price.package.eod", `${pkg.BaseProduct}, end-of-day data`, { product: pkg.BaseProduct })
          }
          prices={pkg.Prices}
          plan={plan}
          currency={currency}
          actions={() => (
            <Link
              to={i18n.href(customizeHref({ product: pkg.BaseProduct, addons: pkg.Addons, plan, currency, isMobile }))}
              className="button button--primary"
            >
              {isMobile ? say("price.buy", "Buy") : say("price.customise", "Customise")}{" "}
              <span className="visually-hidden" lang={pkg.NameLang}>
                {pkg.Name}
              </span>
            </Link>
          )}
        />
      ))}
    </ul>
  );
}

/** What a package holds: stable whatever language its name is shown in, so its card's id is too. */
function packageKey(pkg: Package): string {
  return [pkg.BaseProduct, ...pkg.Addons].join("-");
}

export function Bundles(props: SectionProps) {
  const bundles = { ...props.view, packages: props.view.packages.filter((pkg) => pkg.Addons.length > 0) };
  const { say } = usePriceWords();
  if (bundles.packages.length === 0) return null;
  return (
    <section className="section section--alt" aria-labelledby="bundles-heading">
      <div className="section__inner">
        <h2 id="bundles-heading">{say("price.bundles", "Popular bundles with intraday data")}</h2>
        <p className="pricing-note">
          {say("price.bundlesLead", "An edition with data add-ons, priced together. Change anything before you pay.")}
        </p>
        <PackageCards {...props} view={bundles} />
      </div>
    </section>
  );
}

function worksWith(addon: AddonView, view: PricingView): string {
  return addon.products.map((id) => view.products.find((product) => product.id === id)?.name ?? id).join(", ");
}

export function AddonPrices({ view, plan, currency }: SectionProps) {
  const rows = (data: boolean) =>
    view.addons.filter((addon) => addon.isDataAddon === data).map((addon) => ({ ...addon, worksWith: worksWith(addon, view) }));
  const data = rows(true);
  const other = rows(false);
  const { t } = useI18n();
  return (
    <section className="section" aria-labelledby="addons-heading">
      <div className="section__inner">
        <h2 id="addons-heading">{t("price.addons")}</h2>
        <p className="pricing-note">{t("price.addonsLead")}</p>
        {data.length > 0 ? (
          <ItemPriceTable caption={t("price.addons")} itemHeading={t("price.addon")} rows={data} plan={plan} currency={currency} />
        ) : null}
        {other.length > 0 ? (
          <div className="pricing-spaced">
            <ItemPriceTable caption={t("price.otherAddons")} itemHeading={t("price.addon")} rows={other} plan={plan} currency={currency} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

const LICENCE_TIERS = [2, 3, 5] as const;

export function LicencesAndPortfolios({ view, currency }: Omit<SectionProps, "plan">) {
  const fee = view.nonSimultaneousLicenceFee[currency];
  const { t, money } = useI18n();
  return (
    <section className="section section--alt" aria-labelledby="extras-heading">
      <div className="section__inner">
        <h2 id="extras-heading">{t("price.extras")}</h2>
        <div className="grid grid--2">
          <div className="card">
            <h3>{t("price.moreComputers")}</h3>
            <p>
              <strong>{t("price.simultaneous")}</strong> {t("price.simultaneousText")}
            </p>
            <ul className="check-list">
              {LICENCE_TIERS.map((count) => (
                <li key={count}>{t("price.licenceTier", { tier: String(count), percent: simultaneousLicenceDiscountPercent(count) })}</li>
              ))}
            </ul>
            <p>
              <strong>{t("price.nonSimultaneous")}</strong> {t("price.nonSimultaneousText", { fee: money(fee, currency) })}{" "}
              <GstNote currency={currency} />
              {t("price.nonSimultaneousAfter")}
            </p>
          </div>
          {view.portfolioPackages.length > 0 ? (
            <div className="card">
              <h3>{t("price.portfolios")}</h3>
              <p>{t("price.portfoliosText")}</p>
              <ul className="portfolio-list">
                {view.portfolioPackages.map((pkg) => (
                  <li key={pkg.Number}>
                    <span>{t("price.portfolioCount", { count: pkg.Number })}</span> <strong>{money(pkg.Price[currency], currency)}</strong>
                  </li>
                ))}
              </ul>
              <GstNote currency={currency} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
