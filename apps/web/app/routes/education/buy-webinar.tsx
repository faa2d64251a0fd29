import { useLocation } from "react-router";
import type { Route } from "./+types/buy-webinar";
import { SeatPaymentOutcome } from "../../components/education/buy/seat-payment-outcome.tsx";
import { SeatPurchase } from "../../components/education/buy/seat-purchase.tsx";
import { WebinarWhen } from "../../components/education/webinar-when.tsx";
import { currencyFromQuery } from "../../components/pricing/selection-query.ts";
import type { PendingManualPayment } from "../../components/billing/pending-payment.ts";
import { appContext } from "../../load-context.ts";
import { loginFirst } from "../../lib/guard.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { mergedMessages } from "../../i18n/catalogues.server.ts";
import { checkoutMessages } from "../../i18n/checkout-messages.server.ts";
import { educationMessages } from "../../i18n/education-messages.server.ts";
import { languageOf, metaText, requestLocale, useI18n } from "../../i18n/page-locale.ts";
import { localizedText } from "@investar/core/i18n/localized-text";
import { StaffText } from "../../components/i18n/staff-text.tsx";
import "../../styles/account-area.css";
import "../../styles/education.css";
import "../../styles/checkout.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user, clientIp, pseudoLocale } = context.get(appContext);
  const url = new URL(request.url);
  const webinarId = Number(url.searchParams.get("webinarId"));
  if (!Number.isSafeInteger(webinarId) || webinarId <= 0) throw new Response("There is no such webinar.", { status: 404 });
  const paymentNumber = url.searchParams.get("payment");
  // A payment's outcome is its buyer's to see: a visitor (a session that ran out meanwhile) logs in first.
  if (paymentNumber && !user) throw loginFirst(url);
  const currency = currencyFromQuery(url.searchParams) ?? (await services.getUserLocation(clientIp)).currency;
  const [offer, outcome, manualPayments] = await Promise.all([
    // ?couponCode= is the coupon form's own submission when the page's script has not started yet. A visitor is priced as a new
    // customer (docs/business-rules.md#sign-up-to-pay): they see the seat and create their account on this page to pay.
    services.getWebinarSeatOffer(user?.userId ?? null, {
      webinarId,
      currency,
      couponCode: url.searchParams.get("couponCode")?.slice(0, 40),
    }),
    paymentNumber && user ? services.getWebinarPaymentOutcome(user.userId, paymentNumber) : null,
    user ? services.listManualPayments(user.userId) : [],
  ]);
  const locale = requestLocale(request, pseudoLocale);
  return {
    userId: user?.userId ?? null,
    // Staff's Hindi title on /hi, else the English one marked lang="en" (docs/adr/0062-hindi-content-texts.md), chosen here.
    title: localizedText({ en: offer.title, hi: offer.titleHi }, languageOf(locale)),
    // The sign-up dialog's Google and Facebook buttons: a visitor's only.
    social: user ? null : services.getSocialLoginConfig(),
    offer,
    // Only an outcome for this webinar: a number for another one is not shown here.
    payment: paymentNumber ? { orderNumber: paymentNumber, outcome: outcome?.webinar.id === webinarId ? outcome : null } : null,
    paymentPassphrase: services.getPaymentRequestPassphrase(),
    // The pay step's and the outcome's words, shared with CustomizeSubscription (docs/adr/0059-hindi-with-lingui.md).
    // The FAQs' texts are not this page's, and a customer's Pay names its total: 'Proceed to Pay' is a visitor's only.
    // WebinarWhen's words for the webinar's length ("1 घंटा 30 मिनट"), the education pages' own.
    messages: mergedMessages(
      checkoutMessages(
        locale,
        `webinar:${user ? "buyer" : "visitor"}`,
        (key) => (!key.startsWith("faq.") || key === "faq.mySubscription") && !(user && key === "checkout.pay"),
      ),
      educationMessages(request, context, ["when"]),
    ),
    // docs/business-rules.md#one-basket-one-pending-payment: a seat whose manual payment awaits verification shows no Pay.
    pendingManual: manualPayments
      .filter((entry) => entry.status === "pending")
      .map(({ orderNumber, reference, basket }): PendingManualPayment => ({ orderNumber, reference, basket })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("seat.meta.title", { title: loaderData?.title.text ?? t("seat.meta.webinar") }),
    description: t("seat.meta.description"),
    path: "/education/buy-webinar",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

export default function BuyWebinar({ loaderData }: Route.ComponentProps) {
  // A return from the gateway or a currency switch is a new visit: start again from its data.
  const { key } = useLocation();
  const { offer, payment } = loaderData;
  const { t, language } = useI18n();
  const settled = payment?.outcome && (payment.outcome.status === "paid" || payment.outcome.status === "pending") ? payment.outcome : null;
  return (
    <div className="account-page webinar-page buy-webinar" key={key}>
      {settled ? (
        <SeatPaymentOutcome outcome={settled} title={loaderData.title} />
      ) : (
        <>
          <p className="eyebrow">{t("seat.eyebrow")}</p>
          <h1>
            <StaffText text={loaderData.title} pageLanguage={language} />
          </h1>
          <WebinarWhen dateTime={offer.dateTime} duration={offer.duration} />
          {offer.presenter ? <p className="webinar-card__presenter">{t("seat.presenter", { name: offer.presenter })}</p> : null}
          <SeatPurchase
            offer={offer}
            userId={loaderData.userId}
            social={loaderData.social}
            passphrase={loaderData.paymentPassphrase}
            pendingManual={loaderData.pendingManual}
            lastPayment={payment ? { orderNumber: payment.orderNumber, outcome: payment.outcome } : null}
          />
        </>
      )}
    </div>
  );
}
