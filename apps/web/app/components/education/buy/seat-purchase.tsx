import { lazy, Suspense, useState } from "react";
import { unitsToMinor, type CardPaymentOption } from "@investar/core";
import type { WebinarPaymentOutcome } from "@investar/contract/pages/payments";
import type { SocialLoginConfig } from "@investar/contract/pages/accounts";
import type { WebinarSeatOffer } from "@investar/contract/pages/webinars";
import { startWebinarCheckout } from "../../../lib/start-checkout.ts";
import { useCall } from "../../../lib/use-call.ts";
import { PaymentOutcomeNotice } from "../../pricing/customize/payment-outcome.tsx";
import { PayOptionPicker } from "../../pricing/customize/pay-option-picker.tsx";
import { pendingPaymentFor, type PendingManualPayment } from "../../billing/pending-payment.ts";
import { PendingPaymentNotice } from "../../billing/pending-payment-notice.tsx";
import { SeatPrice } from "./seat-price.tsx";
import { SeatCoupon } from "./seat-coupon.tsx";
import { seatHref, SeatVisitorPay } from "./seat-visitor-pay.tsx";
import { useI18n } from "../../../i18n/page-locale.ts";
import { errorText } from "../../../i18n/error-text.ts";
import { ScriptButton } from "../../script-button.tsx";

/** Loaded when asked for: most buyers pay by card or UPI at the gateway. */
const ManualPaymentPanel = lazy(async () => ({
  default: (await import("../../billing/manual-payment-panel.tsx")).ManualPaymentPanel,
}));

interface Props {
  offer: WebinarSeatOffer;
  /** Null for a visitor, who creates their account on this page to pay (seat-visitor-pay.tsx). */
  userId: number | null;
  /** The sign-up dialog's Google and Facebook buttons, for a visitor. */
  social: SocialLoginConfig | null;
  passphrase: string;
  /** The payment the gateway sent the customer back from, when it did not go through. */
  lastPayment: { orderNumber: string; outcome: WebinarPaymentOutcome | null } | null;
  /** This customer's manual payments awaiting verification (docs/business-rules.md#one-basket-one-pending-payment). */
  pendingManual: PendingManualPayment[];
}

/**
 * Buying one seat: the price (GST included for INR, the offer and any coupon applied), a coupon field,
 * and the two ways to pay — the card gateway (cards, UPI, net banking on its page) or a manual payment.
 * A seat that cannot be bought says why, with no pay button. A visitor sees the same seat and price, and pays
 * after creating their account on the page (docs/business-rules.md#sign-up-to-pay).
 */
export function SeatPurchase({ offer: first, userId, social, passphrase, lastPayment, pendingManual: firstPending }: Props) {
  const [offer, setOffer] = useState(first);
  const [manualOpen, setManualOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paymentOption, setPaymentOption] = useState<CardPaymentOption>("card");
  const pay = useCall();
  const text = useI18n();
  const { t, money, href } = text;
  const { currency } = offer.price;
  const amount = offer.price.kind === "paid" ? offer.price.amount : null;
  const [pendingManual, setPendingManual] = useState(firstPending);
  const pending = pendingPaymentFor(pendingManual, { kind: "webinar", webinarId: offer.webinarId });

  const payByCard = async () => {
    if (userId === null) return;
    setFailure(null);
    const started = await pay.run(() =>
      startWebinarCheckout({ webinarId: offer.webinarId, couponCode: offer.couponCode, currency, userId, passphrase, paymentOption }),
    );
    if (started.ok && started.value.kind === "failed") setFailure(started.value.message);
  };

  const otherCurrency = currency === "INR" ? "USD" : "INR";
  return (
    <>
      {lastPayment ? (
        <PaymentOutcomeNotice orderNumber={lastPayment.orderNumber} outcome={lastPayment.outcome} onRetry={payByCard} busy={pay.busy} />
      ) : null}
      {offer.refusal ? (
        <section className="card notice" aria-labelledby="seat-refusal">
          <h2 id="seat-refusal">{t("seat.refused")}</h2>
          <p role="status">{errorText(text, "apiError", offer.refusal)}</p>
          <div className="button-row">
            {offer.refusal.code === "AlreadyRegistered" ? (
              <a className="button button--primary" href={href("/education/my-webinars")}>
                {t("seat.myWebinars")}
              </a>
            ) : (
              <a className="button button--ghost" href={href("/education/technical-analysis-training")}>
                {t("seat.allWebinars")}
              </a>
            )}
          </div>
        </section>
      ) : amount ? (
        <section className="card seat-purchase" aria-labelledby="seat-price-heading">
          <h2 id="seat-price-heading">{t("seat.heading")}</h2>
          <SeatPrice offer={offer} />
          <SeatCoupon offer={offer} onPriced={setOffer} />
          {failure ? (
            <p className="notice notice--warning" role="alert">
              {failure}
            </p>
          ) : null}
          {pending ? <PendingPaymentNotice payment={pending} /> : null}
          {userId === null ? (
            <SeatVisitorPay offer={offer} social={social} />
          ) : (
            <>
              {currency === "INR" && !pending ? (
                <PayOptionPicker value={paymentOption} onChange={setPaymentOption} disabled={pay.busy} />
              ) : null}
              <div className="button-row" hidden={pending !== null}>
                <ScriptButton className="button button--accent" disabled={pay.busy} onClick={payByCard}>
                  {pay.busy
                    ? t("seat.redirecting")
                    : t("checkout.bar.payTotal", { total: money(unitsToMinor(amount.total, currency), currency) })}
                </ScriptButton>
                <ScriptButton className="button button--ghost" aria-expanded={manualOpen} onClick={() => setManualOpen(!manualOpen)}>
                  {t("checkout.manualPath")}
                </ScriptButton>
              </div>
            </>
          )}
          <p className="seat-purchase__note">
            {t("seat.gatewayNote")}{" "}
            <a href={href(seatHref(offer, otherCurrency))}>{t("seat.otherCurrency", { currency: otherCurrency })}</a>
          </p>
        </section>
      ) : null}
      {manualOpen && amount && !offer.refusal && userId !== null ? (
        <Suspense fallback={null}>
          <ManualPaymentPanel
            key={`${offer.webinarId}-${offer.couponCode ?? ""}`}
            userId={userId}
            purchase={{ kind: "webinar", webinarId: offer.webinarId, currency, couponCode: offer.couponCode }}
            amountDue={unitsToMinor(amount.total, currency)}
            currency={currency}
            onSubmitted={(payment) =>
              setPendingManual((known) => [
                { orderNumber: payment.orderNumber, reference: payment.reference, basket: { kind: "webinar", webinarId: offer.webinarId } },
                ...known,
              ])
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
