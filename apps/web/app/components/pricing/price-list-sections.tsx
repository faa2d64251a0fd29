/** Sections of the price lists below the edition cards: bundles, add-on prices, licences and portfolio packages. */
import { formatMoney, simultaneousLicenceDiscountPercent, type BillingPlan, type Currency } from "@investar/core";
import { Link } from "react-router";
import { ItemPriceTable } from "./item-price-table.tsx";
import { PlanCard } from "./plan-card.tsx";
import { GstNote } from "./plan-price.tsx";
import type { AddonView, PricingView } from "./pricing-view.ts";
import { customizeHref } from "./selection-query.ts";

interface SectionProps {
  view: PricingView;
  plan: BillingPlan;
  currency: Currency;
}

/** Ready-made bundles (docs/business-rules.md#packages packages) with their list price, each opening CustomizeSubscription pre-selected. */
export function PackageCards({ view, plan, currency }: SectionProps) {
  const isMobile = view.channel === "mobile";
  return (
    <ul className="plan-grid" role="list">
      {view.packages.map((pkg) => (
        <PlanCard
          key={pkg.Name}
          id={`package-${pkg.Name}`}
          name={pkg.Name}
          flag={pkg.Flag}
          tagline={pkg.Addons.length > 0 ? `${pkg.BaseProduct} with ${pkg.Addons.join(" and ")}` : `${pkg.BaseProduct}, end-of-day data`}
          prices={pkg.Prices}
          plan={plan}
          currency={currency}
          actions={() => (
            <Link
              to={customizeHref({ product: pkg.BaseProduct, addons: pkg.Addons, plan, currency, isMobile })}
              className="button button--primary"
            >
              {isMobile ? "Buy" : "Customise"} <span className="visually-hidden">{pkg.Name}</span>
            </Link>
          )}
        />
      ))}
    </ul>
  );
}

export function Bundles(props: SectionProps) {
  const bundles = { ...props.view, packages: props.view.packages.filter((pkg) => pkg.Addons.length > 0) };
  if (bundles.packages.length === 0) return null;
  return (
    <section className="section section--alt" aria-labelledby="bundles-heading">
      <div className="section__inner">
        <h2 id="bundles-heading">Popular bundles with intraday data</h2>
        <p className="pricing-note">An edition with data add-ons, priced together. Change anything before you pay.</p>
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
  return (
    <section className="section" aria-labelledby="addons-heading">
      <div className="section__inner">
        <h2 id="addons-heading">Data add-ons</h2>
        <p className="pricing-note">
          Intraday, 1-minute and real-time data for NSE cash, NSE F&amp;O and the Nifty special package. Each add-on is priced per licence
          for the billing period you choose.
        </p>
        {data.length > 0 ? (
          <ItemPriceTable caption="Data add-ons" itemHeading="Add-on" rows={data} plan={plan} currency={currency} />
        ) : null}
        {other.length > 0 ? (
          <div className="pricing-spaced">
            <ItemPriceTable caption="Other add-ons" itemHeading="Add-on" rows={other} plan={plan} currency={currency} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

const LICENCE_TIERS = [2, 3, 5] as const;

export function LicencesAndPortfolios({ view, currency }: Omit<SectionProps, "plan">) {
  const fee = view.nonSimultaneousLicenceFee[currency];
  return (
    <section className="section section--alt" aria-labelledby="extras-heading">
      <div className="section__inner">
        <h2 id="extras-heading">Licences and portfolio packages</h2>
        <div className="grid grid--2">
          <div className="card">
            <h3>More computers</h3>
            <p>
              <strong>Simultaneous licences</strong> run Investar on several computers at the same time. Each costs the full price, less a
              volume discount counted over all your licences:
            </p>
            <ul className="check-list">
              {LICENCE_TIERS.map((count) => (
                <li key={count}>
                  {count === 5 ? "5 or more" : count === 3 ? "3 or 4" : "2"} licences: {simultaneousLicenceDiscountPercent(count)}% off
                </li>
              ))}
            </ul>
            <p>
              <strong>Non-simultaneous licences</strong> install Investar on more computers, used one at a time:{" "}
              {formatMoney(fee, currency)} once for each extra licence <GstNote currency={currency} />.
            </p>
          </div>
          {view.portfolioPackages.length > 0 ? (
            <div className="card">
              <h3>Portfolio packages</h3>
              <p>Track more portfolios: a one-time price per package, never discounted.</p>
              <ul className="portfolio-list">
                {view.portfolioPackages.map((pkg) => (
                  <li key={pkg.Number}>
                    <span>{pkg.Number} portfolios</span> <strong>{formatMoney(pkg.Price[currency], currency)}</strong>
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
