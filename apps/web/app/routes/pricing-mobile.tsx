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
import "../styles/pricing.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [priceList, mobileApp] = await Promise.all([loadPriceList(new URL(request.url), app, "mobile"), app.services.getMobileApp()]);
  return { ...priceList, mobileApp };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Investar mobile app plans and prices | Investar",
    description: "Prices of the Investar mobile app by month, quarter or year, in rupees or US dollars, with intraday data add-ons.",
    path: "/PricingMobile",
    publicUrl: publicUrlFrom(matches),
  });
}

/** Outside the main layout (docs/business-rules.md#top-level-routes top-level route): a compact header of its own, for opening from the app. */
export default function PricingMobile({ loaderData }: Route.ComponentProps) {
  const { key } = useLocation();
  return (
    <>
      <CompactHeader className="mobile-pricing__header">
        <Link to="/Pricing">Desktop plans</Link>
      </CompactHeader>
      <main id="main" className="site-main mobile-pricing" tabIndex={-1}>
        <MobilePriceList key={key} data={loaderData} />
      </main>
      <footer className="mobile-pricing__footer">
        <Link to="/Pricing/PaymentFaqs">Payment FAQs</Link> · <Link to="/investar/terms-and-conditions">Terms of Service</Link> ·{" "}
        <Link to="/investar/privacy-policy">Privacy Policy</Link> · <Link to="/support">Support</Link>
      </footer>
    </>
  );
}

function MobilePriceList({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const choice = usePriceListChoice(data, "/PricingMobile");
  const { view } = data;
  const { plan, currency } = choice;
  const rows = [...view.products, ...view.addons.map((addon) => ({ ...addon, name: `${addon.name} (add-on)` }))];
  const savings = {
    Quarter: bestSavingPercent(view.products, "Quarter", currency),
    Annual: bestSavingPercent(view.products, "Annual", currency),
  };
  const firstPaid = view.products.find((product) => !product.isFree);
  return (
    <div className="mobile-pricing__inner">
      <h1>Investar mobile app plans</h1>
      <p className="pricing-note">
        Charts, scans and alerts on your phone, with the same data as the desktop software. One licence per subscription.
      </p>
      <MobileAppLinks app={data.mobileApp}>
        <p>Install the app, sign in with your Investar account, and the plan you buy here is in it.</p>
      </MobileAppLinks>
      <div className="price-switches">
        <BillingPeriodSwitch value={plan} onChange={choice.setPlan} hrefFor={choice.planHref} savings={savings} />
        <CurrencySwitch value={currency} onChange={choice.setCurrency} hrefFor={choice.currencyHref} />
      </div>
      <section aria-labelledby="mobile-packages-heading">
        <h2 id="mobile-packages-heading">Packages</h2>
        <PackageCards view={view} plan={plan} currency={currency} />
      </section>
      <section aria-labelledby="mobile-prices-heading" className="pricing-spaced">
        <h2 id="mobile-prices-heading">Editions and add-ons</h2>
        <ItemPriceTable caption="Mobile app prices" itemHeading="Edition or add-on" rows={rows} plan={plan} currency={currency} />
        {firstPaid ? (
          <p className="pricing-spaced">
            <Link to={customizeHref({ product: firstPaid.id, plan, currency, isMobile: true })} className="button button--primary">
              Build your own mobile plan
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
