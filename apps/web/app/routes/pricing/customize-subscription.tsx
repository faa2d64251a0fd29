import { formatDay, indiaToday, itemName } from "@investar/core";
import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/customize-subscription";
import { browserCatalogue } from "../../components/pricing/browser-catalogue.ts";
import { currentSubscription, SelectionForm } from "../../components/pricing/customize/selection-form.tsx";
import { QuotePanel } from "../../components/pricing/quote-panel.tsx";
import { currencyFromQuery, selectionFromQuery, selectionToQuery } from "../../components/pricing/selection-query.ts";
import { useConfirmedQuote } from "../../components/pricing/use-confirmed-quote.ts";
import { useUrlQuery } from "../../components/pricing/use-url-query.ts";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { startCheckout } from "../../lib/start-checkout.ts";
import "../../styles/pricing.css";

/** Query keys this page owns; anything else in the URL (campaign tags, the gateway's return fields) is left alone. */
const SELECTION_KEYS = ["product", "plan", "currency", "addons", "licenseType", "noOfLicenses", "portfolio", "couponCode", "useWallet", "expiryMode", "isMobile"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user, clientIp } = context.get(appContext);
  const url = new URL(request.url);
  const chosen = currencyFromQuery(url.searchParams);
  const [catalogue, details, location] = await Promise.all([
    services.getPricingCatalogue(),
    // The guard has already sent visitors without a session to the login page.
    user ? services.getSubscriptionDetails(user.userId) : null,
    chosen ? null : services.getUserLocation(clientIp),
  ]);
  return {
    // Without coupon codes: the Quote call checks those (browser-catalogue.ts).
    catalogue: browserCatalogue(catalogue),
    details,
    selection: selectionFromQuery(url.searchParams, catalogue, chosen ?? location?.currency ?? "INR"),
    now: Date.now(),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Customise your subscription | Investar",
    description: "Choose your Investar edition, billing period, data add-ons, licences and portfolio package and see the exact price, GST included.",
    path: "/Pricing/CustomizeSubscription",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

export default function CustomizeSubscription({ loaderData }: Route.ComponentProps) {
  // A new navigation here (a link with another pre-selection) starts again from its URL.
  const { key } = useLocation();
  return <Customize key={key} data={loaderData} />;
}

function Customize({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { catalogue, details } = data;
  const [selection, setSelection] = useState(data.selection);
  const [paying, setPaying] = useState(false);
  const now = useMemo(() => new Date(data.now), [data.now]);
  const today = indiaToday(now);
  useUrlQuery(selectionToQuery(selection), SELECTION_KEYS);
  const quote = useConfirmedQuote(catalogue, details, selection, now);
  const current = currentSubscription(catalogue, details, selection.isMobile, today);

  const pay = async () => {
    setPaying(true);
    const outcome = await startCheckout(selection);
    if (outcome.kind !== "redirecting") setPaying(false);
  };

  return (
    <div className="customize-page">
      <header className="customize-page__header">
        <h1>Customise your subscription</h1>
        <p>
          {current
            ? `Your ${itemName(catalogue, current.subscr.BaseProduct)} ${selection.isMobile ? "mobile " : ""}subscription (${current.subscr.Plan} plan) runs until ${formatDay(current.subscr.ExpiryDate)}. Choose what to renew, upgrade or add: the price below counts the time left.`
            : "Choose your edition, billing period and add-ons. The price updates as you choose, and includes every discount you qualify for."}{" "}
          <Link to="/Pricing/PaymentFaqs">Payment FAQs</Link>
        </p>
      </header>
      <div className="customize-layout">
        <SelectionForm catalogue={catalogue} details={details} selection={selection} onChange={setSelection} today={today} />
        <QuotePanel
          quote={quote}
          action={
            <button
              type="button"
              className="button button--accent quote-panel__pay"
              disabled={!quote.outcome.ok || paying}
              aria-describedby={quote.outcome.ok ? undefined : "quote-error"}
              onClick={() => void pay()}
            >
              Proceed to Pay
            </button>
          }
        />
      </div>
    </div>
  );
}
