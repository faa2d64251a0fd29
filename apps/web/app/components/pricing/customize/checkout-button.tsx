import { lazy, Suspense } from "react";
import type { ConfirmedQuote } from "../use-confirmed-quote.ts";
import { LimitNotice } from "../../limit-notice.tsx";
import type { Checkout } from "./use-checkout.ts";
import { lazyInPlace } from "../../../lib/lazy-in-place.ts";
import { useI18n } from "../../../i18n/page-locale.ts";
import { ScriptButton } from "../../script-button.tsx";

/**
 * "Pay with" (card or UPI), drawn in place like the billing details: its chunk starts loading beside the page, which awaits
 * `payStepReady` on the server (docs/adr/0059-hindi-with-lingui.md#page-weight).
 */
const PayOptionPicker = lazyInPlace(async () => (await import("./pay-option-picker.tsx")).PayOptionPicker);
export const payStepReady = PayOptionPicker.ready;

/** "Renew automatically" and its terms, loaded with the pay step rather than the page (ADR 0018: the page's script budget). */
const AutoRenewChoice = lazy(async () => ({ default: (await import("./auto-renew-choice.tsx")).AutoRenewChoice }));

/**
 * The pay step for a quote, shared by the panel's button and the phone's bar: pay by card, or, when
 * the server confirms that credits pay the whole order, apply the change (a card payment of nothing
 * is not a payment, docs/business-rules.md#free-subscription-changes). Either buys `quote.priced`: without a coupon the server refused.
 */
export interface PayStep {
  /** Credits pay the whole order: the step applies the change instead of paying. */
  covered: boolean;
  disabled: boolean;
  run(): void;
}

export function payStep(quote: ConfirmedQuote, checkout: Checkout): PayStep {
  const { outcome, pending, priced } = quote;
  const covered = outcome.ok && outcome.summary.total === 0;
  return {
    covered,
    // A change is applied only on the server's own figures, never on the browser's provisional ones.
    disabled: !outcome.ok || checkout.busy || (covered && pending),
    run: () => void (covered ? checkout.change(priced) : checkout.pay(priced)),
  };
}

/** 'Proceed to Pay', or 'Change subscription' when credits cover the order. */
export function CheckoutButton({ quote, checkout }: { quote: ConfirmedQuote; checkout: Checkout }) {
  const step = payStep(quote, checkout);
  const { t } = useI18n();
  if (step.covered) {
    return (
      <>
        <LimitNotice message={checkout.refusal} />
        <p className="checkout-free-note" id="checkout-free-note">
          {t("checkout.coveredNote")}
        </p>
        <ScriptButton
          className="button button--accent quote-panel__pay"
          disabled={step.disabled}
          aria-describedby="checkout-free-note"
          onClick={step.run}
        >
          {t("checkout.change")}
        </ScriptButton>
      </>
    );
  }
  return (
    <>
      <LimitNotice message={checkout.refusal} />
      {quote.priced.currency === "INR" ? (
        <PayOptionPicker value={checkout.option} onChange={checkout.setOption} disabled={checkout.busy} />
      ) : null}
      {/* docs/business-rules.md#auto-renew-opt-in: a card payment of a subscription may register a card mandate. */}
      {quote.outcome.ok && (checkout.option === "card" || quote.priced.currency !== "INR") ? (
        <Suspense fallback={null}>
          <AutoRenewChoice
            userId={checkout.userId}
            selection={quote.priced}
            checked={checkout.autoRenew}
            onChange={checkout.setAutoRenew}
            disabled={checkout.busy}
          />
        </Suspense>
      ) : null}
      <ScriptButton
        className="button button--accent quote-panel__pay"
        disabled={step.disabled}
        aria-describedby={quote.outcome.ok ? undefined : "quote-error"}
        onClick={step.run}
      >
        {t("checkout.pay")}
      </ScriptButton>
    </>
  );
}

/**
 * On a phone the price and Pay sit below every option, thousands of pixels down (docs/business-rules.md#checkout-on-a-phone): this bar
 * keeps the total and the same pay step (a visitor's too: visitor-pay-step.tsx) at the bottom of the screen. It hides while the panel's own pay
 * step is in view, so there is one Pay on screen at a time; wide screens never show it (checkout.css).
 */
export function StickyPayBar({ quote, step, hidden }: { quote: ConfirmedQuote; step: PayStep; hidden: boolean }) {
  const { outcome } = quote;
  const { t, money } = useI18n();
  const total = outcome.ok ? money(outcome.summary.total, outcome.summary.currency) : null;
  return (
    <section className="sticky-pay-bar" aria-label={t("checkout.bar.label")} hidden={hidden}>
      <p className="sticky-pay-bar__total">
        {total === null ? (
          <a href="#quote-heading">{t("checkout.bar.fix")}</a>
        ) : (
          <>
            <span className="sticky-pay-bar__label">{t("checkout.bar.total")}</span> <strong>{total}</strong>
            {quote.couponError ? <span className="sticky-pay-bar__note">{t("checkout.bar.couponRefused")}</span> : null}
          </>
        )}
      </p>
      <ScriptButton className="button button--accent" disabled={step.disabled} onClick={step.run}>
        {step.covered ? t("checkout.change") : total === null ? t("checkout.bar.pay") : t("checkout.bar.payTotal", { total })}
      </ScriptButton>
    </section>
  );
}
