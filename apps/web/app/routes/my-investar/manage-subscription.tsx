import { Suspense } from "react";
import { redirect } from "react-router";
import { hasBoughtIntradayData, indiaToday, trialEndToShow } from "@investar/core";
import type { Route } from "./+types/manage-subscription";
import { InvoicesSection } from "../../components/billing/invoices-section.tsx";
import { invoicePageLinks } from "../../components/billing/invoice-page-links.ts";
import { StatementSection } from "../../components/billing/statement-section.tsx";
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
import { AutoRenewCard } from "../../components/subscription/auto-renew-card.tsx";
import { ScheduledChangeNotice } from "../../components/subscription/scheduled-change-notice.tsx";
import { appContext } from "../../load-context.ts";
import { accountMessages } from "../../i18n/account-messages.server.ts";
import { explainMessages } from "../../i18n/explain-messages.server.ts";
import { languageOf, requestLocale, useI18n, type PageText } from "../../i18n/page-locale.ts";
import { localizeCatalogueNames } from "@investar/core/i18n/catalogue-names";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { lazyInPlace } from "../../lib/lazy-in-place.ts";
import "../../styles/pricing.css";
// The stylesheets of the sections loaded beside the page (below): linked with the page, so they are drawn styled.
import "../../styles/billing.css";
import "../../styles/account-area.css";
import { mergedMessages } from "../../i18n/catalogues.server.ts";

/**
 * Sections only some customers have (a manual payment awaiting verification, a refund, intraday data to activate):
 * their code loads beside the page's own, outside its script budget (docs/adr/0018-pages-without-client-router.md),
 * and the server draws them in place (lazyInPlace); until a chunk arrives, its Suspense boundary keeps the server's HTML.
 */
const ManualPaymentsSection = lazyInPlace(
  async () => (await import("../../components/billing/manual-payments-section.tsx")).ManualPaymentsSection,
);
const RefundsSection = lazyInPlace(async () => (await import("../../components/billing/refunds-section.tsx")).RefundsSection);
const IntradayActivation = lazyInPlace(async () => (await import("../../components/account/intraday-activation.tsx")).IntradayActivation);

/**
 * My Subscription (docs/business-rules.md#my-subscription-page): first what the customer has — each subscription with its dates, the
 * payments awaiting verification, the invoices, intraday activation for those who bought intraday data —
 * then, after it, what each renewal, upgrade or data add-on would cost now (ADR 0003), as a compact list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user, clientIp, pseudoLocale, language } = context.get(appContext);
  if (!user) throw redirect("/user/login?returnUrl=%2Fmy-investar%2Fmanage-subscription");
  await Promise.all([ManualPaymentsSection.ready, RefundsSection.ready, IntradayActivation.ready]);
  const url = new URL(request.url);
  const chosen = currencyFromQuery(url.searchParams);
  const [fullCatalogue, details, manualPayments, taxDocumentsPage, scheduledChanges, statementYears, refunds, autoRenew] =
    await Promise.all([
      services.getPricingCatalogue(),
      services.getSubscriptionDetails(user.userId),
      services.listManualPayments(user.userId),
      // `?older=` is the invoice list's keyset position (ADR 0063); one that is not a position is refused, not guessed at.
      services.listInvoices(user.userId, url.searchParams.get("older")),
      services.listScheduledChanges(user.userId),
      services.listStatementYears(user.userId),
      services.listMyRefunds(user.userId),
      services.getMyAutoRenew(user.userId),
    ]);
  if (!taxDocumentsPage) throw new Response("The list position is not valid: open My Subscription again.", { status: 400 });
  const currency = chosen ?? recordedCurrency(details) ?? (await services.getUserLocation(clientIp)).currency;
  // The add-ons named as staff wrote them in the customer's language (docs/adr/0062-hindi-content-texts.md).
  const locale = requestLocale(request, pseudoLocale, language);
  const catalogue = localizeCatalogueNames(fullCatalogue, languageOf(locale));
  // Priced here, on the server, with the full catalogue and the server's clock.
  const now = new Date();
  const inputs = { catalogue, details, currency, now, saysParts: locale !== "en" };
  const sellsMobile = channelProducts(catalogue, true).length > 0;
  return {
    userId: user.userId,
    taxDocuments: taxDocumentsPage.documents,
    invoicePages: invoicePageLinks(url, taxDocumentsPage, "older"),
    statementYears,
    currency,
    names: itemNames(catalogue),
    trialEndDate: trialEndToShow(details),
    boughtIntraday: hasBoughtIntradayData(catalogue, details),
    today: indiaToday(now),
    subscriptions: [subscriptionOverview(inputs, false), ...(sellsMobile ? [subscriptionOverview(inputs, true)] : [])],
    manualPayments,
    scheduledChanges,
    refunds,
    autoRenew,
    messages: mergedMessages(accountMessages(request, context, ["subscription", "pager"]), explainMessages(locale)),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "account.subscription", path: "/my-investar/manage-subscription", noindex: true });
}

export default function ManageSubscription({ loaderData }: Route.ComponentProps) {
  const { userId, currency, names, trialEndDate, today, subscriptions, manualPayments, taxDocuments, scheduledChanges, boughtIntraday } =
    loaderData;
  const { refunds, autoRenew } = loaderData;
  const text = useI18n();
  const { t } = text;
  const autoRenewOf = (overview: SubscriptionOverview) => autoRenew.find((entry) => entry.kind === (overview.isMobile ? "mobile" : "tool"));
  const scheduledFor = (overview: SubscriptionOverview) =>
    scheduledChanges.find((change) => change.kind === (overview.isMobile ? "mobile" : "tool")) ?? null;
  return (
    <div className="manage-page">
      <header className="manage-page__header">
        <h1>{t("account.subscription.heading")}</h1>
        <p>{t("account.subscription.lead")}</p>
      </header>
      {subscriptions.map((overview) => {
        const scheduled = scheduledFor(overview);
        return (
          <section key={channelId(overview)} className="manage-page__section" aria-labelledby={`${channelId(overview)}-heading`}>
            <h2 id={`${channelId(overview)}-heading`}>{channelName(text, overview)}</h2>
            <SubscriptionCard overview={overview} names={names} trialEndDate={trialEndDate} today={today} />
            {scheduled ? <ScheduledChangeNotice userId={userId} change={scheduled} names={names} /> : null}
            {autoRenewOf(overview) && hasSubscription(overview) ? (
              <AutoRenewCard userId={userId} autoRenew={autoRenewOf(overview)!} renewHref={renewHrefOf(overview)} />
            ) : null}
          </section>
        );
      })}
      {/* A payment told about and not yet matched concerns the customer now; with none, there is nothing to show. */}
      {manualPayments.length > 0 ? (
        <div className="manage-page__section">
          <Suspense fallback={null}>
            <ManualPaymentsSection payments={manualPayments} />
          </Suspense>
        </div>
      ) : null}
      <div className="manage-page__section">
        <InvoicesSection documents={taxDocuments} pages={loaderData.invoicePages} />
      </div>
      <div className="manage-page__section">
        <StatementSection userId={userId} years={loaderData.statementYears} />
      </div>
      {refunds.length > 0 ? (
        <div className="manage-page__section">
          <Suspense fallback={null}>
            <RefundsSection refunds={refunds} />
          </Suspense>
        </div>
      ) : null}
      {boughtIntraday ? (
        <div className="manage-page__section">
          <Suspense fallback={null}>
            <IntradayActivation userId={userId} />
          </Suspense>
        </div>
      ) : null}
      <section className="manage-page__section manage-page__offers" aria-labelledby="offers-heading">
        <div className="manage-page__offers-header">
          <h2 id="offers-heading">
            {t(subscriptions.some(hasSubscription) ? "account.subscription.offers" : "account.subscription.subscribe")}
          </h2>
          <CurrencySwitch value={currency} hrefFor={(next) => `?currency=${next}`} />
        </div>
        <p>{t("account.subscription.offersLead")}</p>
        {subscriptions.map((overview) => (
          // Not a landmark of its own: "Desktop software" already names the subscription's region above.
          <div key={channelId(overview)}>
            <h3 className="manage-page__options-heading">{channelName(text, overview)}</h3>
            <ChangeOptions options={overview.options} currency={currency} headingLevel={4} />
          </div>
        ))}
      </section>
    </div>
  );
}

const channelId = (overview: SubscriptionOverview) => (overview.isMobile ? "mobile-subscription" : "tool-subscription");
const channelName = ({ t }: PageText, overview: SubscriptionOverview) =>
  t(overview.isMobile ? "account.subscription.mobile" : "account.subscription.desktop");
/** Where "Turn it on again" leads: this subscription's renewal on CustomizeSubscription, paid by card with the choice ticked there. */
const renewHrefOf = (overview: SubscriptionOverview) => overview.options.find((option) => option.action === "renew")?.href ?? null;
const hasSubscription = (overview: SubscriptionOverview) => overview.state === "active" || overview.state === "grace";
