import { redirect } from "react-router";
import { indiaToday, type Currency, type IsoDate } from "@investar/core";
import type { Route } from "./+types/manage-subscription";
import { IntradayActivation } from "../../components/account/intraday-activation.tsx";
import { InvoicesSection } from "../../components/billing/invoices-section.tsx";
import { ManualPaymentsSection } from "../../components/billing/manual-payments-section.tsx";
import { CurrencySwitch } from "../../components/pricing/currency-switch.tsx";
import { ChangeOptions } from "../../components/pricing/manage/change-options.tsx";
import { SubscriptionCard } from "../../components/pricing/manage/subscription-card.tsx";
import { channelProducts } from "../../components/pricing/selection-edits.ts";
import { currencyFromQuery } from "../../components/pricing/selection-query.ts";
import {
  itemNames,
  recordedCurrency,
  subscriptionOverview,
  type SubscriptionOverview,
} from "../../components/pricing/subscription-options.ts";
import { ScheduledChangeNotice } from "../../components/subscription/scheduled-change-notice.tsx";
import { appContext, type ScheduledSubscriptionChange } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/pricing.css";

/**
 * My Subscription. Each part of the page is a section of its own, loaded here and rendered
 * below in order: the subscriptions with what each change would cost now (issue 4); order
 * history, invoices and manual payments join as further sections with the checkout.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user, clientIp } = context.get(appContext);
  if (!user) throw redirect("/user/login?returnUrl=%2Fmy-investar%2Fmanage-subscription");
  const chosen = currencyFromQuery(new URL(request.url).searchParams);
  const [catalogue, details, manualPayments, taxDocuments, scheduledChanges] = await Promise.all([
    services.getPricingCatalogue(),
    services.getSubscriptionDetails(user.userId),
    services.listManualPayments(user.userId),
    services.listInvoices(user.userId),
    services.listScheduledChanges(user.userId),
  ]);
  const currency = chosen ?? recordedCurrency(details) ?? (await services.getUserLocation(clientIp)).currency;
  // Priced here, on the server, with the full catalogue and the server's clock.
  const now = new Date();
  const inputs = { catalogue, details, currency, now };
  const sellsMobile = channelProducts(catalogue, true).length > 0;
  return {
    userId: user.userId,
    taxDocuments,
    currency,
    names: itemNames(catalogue),
    trialEndDate: details.TrialEndDate,
    today: indiaToday(now),
    subscriptions: [subscriptionOverview(inputs, false), ...(sellsMobile ? [subscriptionOverview(inputs, true)] : [])],
    manualPayments,
    scheduledChanges,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Subscription | Investar",
    description: "Your Investar desktop and mobile subscriptions, and what renewing, upgrading or adding data would cost now.",
    path: "/my-investar/manage-subscription",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

export default function ManageSubscription({ loaderData }: Route.ComponentProps) {
  const { userId, currency, names, trialEndDate, today, subscriptions, manualPayments, taxDocuments, scheduledChanges } = loaderData;
  return (
    <div className="manage-page">
      <header className="manage-page__header">
        <h1>My Subscription</h1>
        <p>Your subscriptions, and what each renewal, upgrade or data add-on would cost if you bought it today.</p>
        <CurrencySwitch value={currency} hrefFor={(next) => `?currency=${next}`} />
      </header>
      {subscriptions.map((overview) => (
        <SubscriptionSection
          key={overview.isMobile ? "mobile" : "tool"}
          overview={overview}
          names={names}
          trialEndDate={trialEndDate}
          today={today}
          currency={currency}
          userId={userId}
          scheduled={scheduledChanges.find((change) => change.kind === (overview.isMobile ? "mobile" : "tool")) ?? null}
        />
      ))}
      <div className="manage-page__section">
        <IntradayActivation userId={userId} />
      </div>
      <div className="manage-page__section">
        <ManualPaymentsSection payments={manualPayments} />
      </div>
      <div className="manage-page__section">
        <InvoicesSection documents={taxDocuments} />
      </div>
    </div>
  );
}

interface SectionProps {
  overview: SubscriptionOverview;
  names: Record<string, string>;
  trialEndDate: IsoDate | null;
  today: IsoDate;
  currency: Currency;
  userId: number;
  scheduled: ScheduledSubscriptionChange | null;
}

function SubscriptionSection({ overview, names, trialEndDate, today, currency, userId, scheduled }: SectionProps) {
  const id = overview.isMobile ? "mobile-subscription" : "tool-subscription";
  const hasSubscription = overview.state === "active" || overview.state === "grace";
  return (
    <section className="manage-page__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{overview.isMobile ? "Mobile app" : "Desktop software"}</h2>
      <SubscriptionCard overview={overview} names={names} trialEndDate={trialEndDate} today={today} />
      {scheduled ? <ScheduledChangeNotice userId={userId} change={scheduled} names={names} /> : null}
      <h3 className="manage-page__options-heading">{hasSubscription ? "Renew, upgrade or add data" : "Subscribe"}</h3>
      <ChangeOptions options={overview.options} currency={currency} headingLevel={4} />
    </section>
  );
}
