import { indiaToday, itemName, purchaseOfSelection } from "@investar/core";
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/customize-subscription";
import { browserCatalogue } from "../../components/pricing/browser-catalogue.ts";
import { currentSubscription, SelectionForm } from "../../components/pricing/customize/selection-form.tsx";
import { QuotePanel } from "../../components/pricing/quote-panel.tsx";
import { currencyFromQuery, customizeHref, selectionFromQuery, selectionToQuery } from "../../components/pricing/selection-query.ts";
import { firstPriceKey, useConfirmedQuote } from "../../components/pricing/use-confirmed-quote.ts";
import { priceSelection } from "../../components/pricing/pricing-engine.ts";
import { useUrlQuery } from "../../components/pricing/use-url-query.ts";
import { appContext } from "../../load-context.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { CheckoutButton, payStep, payStepReady, StickyPayBar } from "../../components/pricing/customize/checkout-button.tsx";
import { accountLinks, VisitorPayButton, visitorPayStep } from "../../components/pricing/customize/visitor-pay-step.tsx";
import { loginFirst } from "../../lib/guard.ts";
import { fieldErrors } from "../../components/pricing/quote-field-errors.ts";
import { heldLicenceType, withDefaultLicenceType, withoutCoupon } from "../../components/pricing/selection-edits.ts";
import { useInView } from "../../lib/use-in-view.ts";
import { useCheckout } from "../../components/pricing/customize/use-checkout.ts";
import type { BillingControl } from "../../components/pricing/customize/billing-details-section.tsx";
import { lazyInPlace } from "../../lib/lazy-in-place.ts";
import { pendingPaymentFor, type PendingManualPayment } from "../../components/billing/pending-payment.ts";
import { mergedMessages, messagesFor } from "../../i18n/catalogues.server.ts";
import { explainMessages } from "../../i18n/explain-messages.server.ts";
import { BUYER_GROUPS, checkoutMessages, startsWithAny } from "../../i18n/checkout-messages.server.ts";
import { languageOf, requestLocale, useI18n } from "../../i18n/page-locale.ts";
import { localizeCatalogueNames } from "@investar/core/i18n/catalogue-names";
import "../../styles/pricing.css";
import "../../styles/checkout.css";
import { ScriptButton } from "../../components/script-button.tsx";

/** Shown only on the gateway's return (?payment=…): a page that prices a plan does not load them (ADR 0018). */
const PaymentOutcomeNotice = lazy(async () => ({
  default: (await import("../../components/pricing/customize/payment-outcome.tsx")).PaymentOutcomeNotice,
}));
const PaymentConfirmation = lazy(async () => ({
  default: (await import("../../components/pricing/customize/payment-confirmation.tsx")).PaymentConfirmation,
}));

/** Opened when a visitor presses Pay (docs/business-rules.md#sign-up-to-pay): a customer who is logged in never loads it. */
const SignUpToPayDialog = lazy(async () => ({
  default: (await import("../../components/pricing/customize/sign-up-to-pay-dialog.tsx")).SignUpToPayDialog,
}));

/** Shown only while this basket's manual payment awaits verification, which is rare. */
const PendingPaymentNotice = lazy(async () => ({
  default: (await import("../../components/billing/pending-payment-notice.tsx")).PendingPaymentNotice,
}));

/**
 * A buyer's billing details (the country and state lists, the GSTIN rules) hydrate once their chunk arrives:
 * the server draws them in place (lazyInPlace: no streamed boundary), and the page keeps its script budget with the
 * language's messages on board (docs/adr/0059-hindi-with-lingui.md#page-weight).
 */
const BillingDetailsSection = lazyInPlace(
  async () => (await import("../../components/pricing/customize/billing-details-section.tsx")).BillingDetailsSection,
);

/** Loaded when asked for: most buyers pay by card, and the page stays within its script budget (ADR 0018). */
const ManualPaymentPanel = lazy(async () => ({
  default: (await import("../../components/billing/manual-payment-panel.tsx")).ManualPaymentPanel,
}));

/** Query keys this page owns; anything else in the URL (campaign tags, the gateway's return fields) is left alone. */
const SELECTION_KEYS = [
  "product",
  "plan",
  "currency",
  "addons",
  "licenseType",
  "noOfLicenses",
  "portfolio",
  "couponCode",
  "useWallet",
  "expiryMode",
  "isMobile",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user, clientIp, pseudoLocale } = context.get(appContext);
  const url = new URL(request.url);
  const chosen = currencyFromQuery(url.searchParams);
  // The gateway's return lands here with ?payment=<orderNumber> (docs/business-rules.md#card-payment-flow: say what happened).
  const paymentNumber = url.searchParams.get("payment");
  // A payment's outcome is its buyer's to see: a visitor (a session that ran out meanwhile) logs in first.
  if (paymentNumber && !user) throw loginFirst(url);
  // Drawn in place on the server, not streamed in after the page (lazyInPlace).
  if (user) await Promise.all([BillingDetailsSection.ready, payStepReady]);
  const [catalogue, details, location, paymentOutcome, billingDetails, manualPayments] = await Promise.all([
    services.getPricingCatalogue(),
    // A visitor is priced as the Quote call prices an anonymous caller: a fresh purchase (docs/business-rules.md#pricing-pages).
    user ? services.getSubscriptionDetails(user.userId) : null,
    chosen ? null : services.getUserLocation(clientIp),
    paymentNumber && user ? services.getPaymentOutcome(user.userId, paymentNumber) : null,
    user ? services.getPaymentFormDetails(user.userId) : null,
    user ? services.listManualPayments(user.userId) : [],
  ]);
  // After a payment, the page holds what was paid for, so 'Try again' retries exactly that.
  const asked = paymentOutcome?.selection ?? selectionFromQuery(url.searchParams, catalogue, chosen ?? location?.currency ?? "INR");
  // A link asking for several licences without a type starts with one chosen (docs/business-rules.md#pricing-error-codes).
  const selection = withDefaultLicenceType(asked, heldLicenceType(details));
  const locale = requestLocale(request, pseudoLocale);
  // Without coupon codes: the Quote call checks those (browser-catalogue.ts); with the add-on names staff wrote in
  // the page's language (docs/adr/0062-hindi-content-texts.md).
  const shownCatalogue = browserCatalogue(localizeCatalogueNames(catalogue, languageOf(locale)));
  const now = Date.now();
  // The receipt shown after a payment: a mobile plan's has no installer, a desktop one's no app.
  const shownOutcome = !paymentNumber ? "none" : paymentOutcome?.isMobile ? "mobile" : "desktop";
  return {
    userId: user?.userId ?? 0,
    catalogue: shownCatalogue,
    details,
    selection,
    now,
    // The first figures, priced here so the page needs no engine to show them (ADR 0018).
    firstPrice: {
      key: firstPriceKey(selection),
      outcome: priceSelection(shownCatalogue, details, withoutCoupon(selection), new Date(now)),
    },
    payment: paymentNumber ? { orderNumber: paymentNumber, outcome: paymentOutcome } : null,
    paymentPassphrase: services.getPaymentRequestPassphrase(),
    buyer: user ? { email: user.email } : null,
    // The sign-up dialog's Google and Facebook buttons (docs/business-rules.md#sign-up-to-pay): a visitor's only.
    social: user ? null : services.getSocialLoginConfig(),
    billingDetails: billingDetails ?? emptyBillingDetails,
    // The page's words and its live summary's, compiled (docs/adr/0059-hindi-with-lingui.md).
    // Chosen by who is buying and which receipt shows, no more: checkoutMessages keeps one choice per selection.
    messages: mergedMessages(
      messagesFor(locale, ["pricing"]),
      explainMessages(locale),
      checkoutMessages(locale, `customize:${user ? "buyer" : "visitor"}:${shownOutcome}`, (key) => {
        if (startsWithAny(key, ["faq.", "standalone.", "seat."])) return key === "standalone.end" || key === "faq.mySubscription";
        // A visitor has no billing details or manual payment.
        if (!user && startsWithAny(key, BUYER_GROUPS)) return false;
        if (key.startsWith("outcome.") && shownOutcome === "none") return false;
        if (key === "outcome.download") return shownOutcome === "desktop";
        if (key.startsWith("outcome.mobile")) return shownOutcome === "mobile";
        return true;
      }),
    ),
    // docs/business-rules.md#one-basket-one-pending-payment: the basket of a payment awaiting verification shows no Pay.
    pendingManual: manualPayments
      .filter((payment) => payment.status === "pending")
      .map(({ orderNumber, reference, basket }): PendingManualPayment => ({ orderNumber, reference, basket })),
  };
}

const emptyBillingDetails = {
  name: "",
  address: "",
  city: "",
  state: "",
  pinCode: "",
  country: "",
  phone: "",
  gstin: null,
  isSaved: false,
  profileAddress: { address: "", city: "", state: "", pinCode: "", country: "" },
};

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "customize", path: "/Pricing/CustomizeSubscription", noindex: true });
}

export default function CustomizeSubscription({ loaderData }: Route.ComponentProps) {
  // A new navigation here (a link with another pre-selection) starts again from its URL.
  const { key } = useLocation();
  return <Customize key={key} data={loaderData} />;
}

function Customize({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { catalogue, details } = data;
  const { t, href, day } = useI18n();
  const [selection, setSelection] = useState(data.selection);
  const [payStepRef, payStepInView] = useInView<HTMLDivElement>();
  const [manualOpen, setManualOpen] = useState(false);
  const [askingForAccount, setAskingForAccount] = useState(false);
  // Once the panel the reader asked for has rendered, take them there (it sits below the price on narrow screens).
  const focusManual = useRef(false);
  const manualHeading = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && focusManual.current) {
      focusManual.current = false;
      heading.focus();
    }
  }, []);
  const now = useMemo(() => new Date(data.now), [data.now]);
  const today = indiaToday(now);
  const selectionQuery = selectionToQuery(selection);
  useUrlQuery(selectionQuery, SELECTION_KEYS);
  const quote = useConfirmedQuote(catalogue, details, selection, now, data.firstPrice);
  const current = currentSubscription(catalogue, details, selection.isMobile, today);

  // The billing details' state and rules come with their own chunk (docs/adr/0059-hindi-with-lingui.md#page-weight).
  const billingControl = useRef<BillingControl | null>(null);
  const [billingEditing, setBillingEditing] = useState(false);
  const confirmBilling = useCallback(() => billingControl.current?.confirm() ?? Promise.resolve(null), []);
  const checkout = useCheckout({ userId: data.userId, passphrase: data.paymentPassphrase, ...data.buyer, confirmBilling });
  const step = data.buyer ? payStep(quote, checkout) : visitorPayStep(quote, () => setAskingForAccount(true));
  const [pendingManual, setPendingManual] = useState(data.pendingManual);
  const pending = pendingPaymentFor(pendingManual, { kind: "subscription", selection });

  const toggleManual = async () => {
    // Like a card payment, a manual one is invoiced to the billing details: they are saved before it starts.
    if (!manualOpen && !(await confirmBilling())) return;
    focusManual.current = !manualOpen;
    setManualOpen(!manualOpen);
  };

  const settled = data.payment?.outcome;
  if (settled && settled.status !== "failed" && settled.status !== "cancelled" && !settled.status.includes("refunded")) {
    return (
      <div className="customize-page">
        <Suspense fallback={null}>
          <PaymentConfirmation outcome={settled} catalogue={catalogue} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="customize-page">
      <header className="customize-page__header">
        <h1>{t("customize.heading")}</h1>
        <p>
          {current
            ? t("customize.current", {
                product: itemName(catalogue, current.subscr.BaseProduct),
                mobile: selection.isMobile ? "yes" : "no",
                plan: current.subscr.Plan,
                date: day(current.subscr.ExpiryDate),
              })
            : t("customize.intro")}{" "}
          {data.buyer ? null : (
            <>
              {t("customize.already")} <Link to={href(accountLinks(quote).login)}>{t("customize.login")}</Link>{" "}
              {t("customize.loginWhy")}{" "}
            </>
          )}
          <Link to={href("/Pricing/PaymentFaqs")}>{t("customize.faqs")}</Link>
        </p>
      </header>
      {data.payment ? (
        <Suspense fallback={null}>
          <PaymentOutcomeNotice
            orderNumber={data.payment.orderNumber}
            outcome={data.payment.outcome}
            busy={checkout.busy}
            onRetry={() => void checkout.pay(selection)}
          />
        </Suspense>
      ) : null}
      <div className="customize-layout">
        <div className="customize-layout__main">
          <SelectionForm
            catalogue={catalogue}
            details={details}
            selection={selection}
            onChange={setSelection}
            today={today}
            errors={fieldErrors(quote)}
          />
          {/* Who the invoice is made out to is asked once the visitor has an account. */}
          {/* No Suspense boundary: React would stream a form this large after the page; hydration waits for the chunk instead. */}
          {data.buyer ? (
            <BillingDetailsSection
              userId={data.userId}
              initial={data.billingDetails}
              control={billingControl}
              onEditing={setBillingEditing}
            />
          ) : null}
        </div>
        <QuotePanel
          quote={quote}
          catalogue={catalogue}
          currentName={current ? itemName(catalogue, current.subscr.BaseProduct) : null}
          actionRef={payStepRef}
          action={
            pending ? (
              <Suspense fallback={null}>
                <PendingPaymentNotice payment={pending} />
              </Suspense>
            ) : data.buyer ? (
              <>
                <CheckoutButton quote={quote} checkout={checkout} />
                <ScriptButton
                  className="button button--ghost quote-panel__pay"
                  aria-expanded={manualOpen}
                  // The panel is rendered only once opened: a reference to it before then would point at nothing.
                  aria-controls={manualOpen ? "manual-payment" : undefined}
                  onClick={() => void toggleManual()}
                >
                  {t("checkout.manualPath")}
                </ScriptButton>
              </>
            ) : (
              <VisitorPayButton step={step} />
            )
          }
        />
      </div>
      {manualOpen && billingEditing ? (
        <p className="notice" role="status">
          {t("customize.saveBilling")}
        </p>
      ) : null}
      {manualOpen ? (
        // Kept, not unmounted, while the billing details are edited: what was typed in it stays.
        <div hidden={billingEditing}>
          <Suspense fallback={null}>
            <ManualPaymentPanel
              // A new selection is a new order: a fresh form, and the amount due follows the price.
              key={selectionQuery.toString()}
              ref={manualHeading}
              userId={data.userId}
              purchase={purchaseOfSelection(quote.priced)}
              amountDue={quote.outcome.ok ? quote.outcome.summary.total : null}
              currency={selection.currency}
              onSubmitted={(payment) =>
                setPendingManual((known) => [
                  { orderNumber: payment.orderNumber, reference: payment.reference, basket: { kind: "subscription", selection } },
                  ...known,
                ])
              }
            />
          </Suspense>
        </div>
      ) : null}
      <StickyPayBar quote={quote} step={step} hidden={payStepInView || pending !== null} />
      {askingForAccount ? (
        <Suspense fallback={null}>
          <SignUpToPayDialog returnTo={customizeHref(quote.priced)} social={data.social} onClose={() => setAskingForAccount(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
