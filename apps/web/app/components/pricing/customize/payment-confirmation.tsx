import { itemName, type Catalogue } from "@investar/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { MobileAppLinks } from "../../mobile-app/mobile-app-links.tsx";
import type { PaymentOutcome } from "@investar/contract/pages/payments";
import { useI18n, type PageText } from "../../../i18n/page-locale.ts";

/** docs/business-rules.md#auto-renew-opt-in: what became of the mandate the payment asked for, in the customer's words. */
function autoRenewWords({ t, day }: PageText, autoRenew: NonNullable<PaymentOutcome["autoRenew"]>): string {
  switch (autoRenew.status) {
    case "registered":
      return t("outcome.autoRenew.registered", { date: day(autoRenew.firstDebitDay) });
    case "refused":
      // The bank's reason is its own words, shown as they came.
      return t("outcome.autoRenew.refused", { reason: autoRenew.refusal ?? t("outcome.autoRenew.noReason") });
    case "requested":
      return t("outcome.autoRenew.requested");
  }
}

/**
 * docs/business-rules.md#card-payment-flow: after a successful payment (or one the bank has yet to confirm) the customer gets a
 * confirmation page, not the selection with a new Pay button under it: what was bought and for how
 * long, the amount, the order number, the invoice, and the next step, installing the software.
 */
export function PaymentConfirmation({ outcome, catalogue }: { outcome: PaymentOutcome; catalogue: Catalogue }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The customer arrives from the gateway's site: take them (and their screen reader) to the result.
  useEffect(() => heading.current?.focus(), []);
  const text = useI18n();
  const { t, money, day, href } = text;
  const paid = outcome.status === "paid";
  const { selection } = outcome;
  const title = !paid ? t("outcome.waiting") : outcome.gateway === "ChangeSub" ? t("outcome.changed") : t("outcome.success");
  return (
    <section className="payment-confirmation card" aria-labelledby="payment-confirmation-heading">
      <h1 id="payment-confirmation-heading" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {paid ? (
        <p>{t("outcome.thanks", { invoice: outcome.invoiceUrl ? "yes" : "no" })}</p>
      ) : (
        <p role="status">{t("outcome.waitingText")}</p>
      )}
      <dl className="payment-confirmation__facts">
        <dt>{t("outcome.bought")}</dt>
        <dd>
          {t("outcome.boughtText", {
            product: itemName(catalogue, outcome.product),
            mobile: outcome.isMobile ? "yes" : "no",
            plan: outcome.plan,
            hasAddons: selection.addons.length ? "yes" : "no",
            addons: selection.addons.map((addon) => itemName(catalogue, addon)).join(", "),
            licences: selection.noOfLicenses,
          })}
        </dd>
        {paid && outcome.activatedUntil ? (
          <>
            <dt>{t("outcome.active")}</dt>
            <dd>{t("outcome.activeText", { from: day(outcome.settledOn), to: day(outcome.activatedUntil) })}</dd>
          </>
        ) : null}
        <dt>{paid ? t("outcome.amountPaid") : t("outcome.amount")}</dt>
        <dd>{outcome.gateway === "ChangeSub" ? t("outcome.byCredits") : money(outcome.amount, outcome.currency)}</dd>
        <dt>{t("outcome.order")}</dt>
        <dd>{outcome.orderNumber}</dd>
        {paid && outcome.autoRenew ? (
          <>
            <dt>{t("outcome.autoRenew")}</dt>
            <dd data-testid="auto-renew-outcome">{autoRenewWords(text, outcome.autoRenew)}</dd>
          </>
        ) : null}
      </dl>
      {paid && outcome.mobileApp ? (
        <MobileAppLinks app={outcome.mobileApp} heading={t("outcome.mobileHeading")}>
          <p>{t("outcome.mobileText")}</p>
        </MobileAppLinks>
      ) : null}
      <div className="button-row">
        {/* The Windows installer is for the desktop software; a mobile plan is used in the app (above). */}
        {paid && !outcome.isMobile ? (
          <Link to={href("/investar/download")} className="button button--accent">
            {t("outcome.download")}
          </Link>
        ) : null}
        {outcome.invoiceUrl ? (
          <a href={outcome.invoiceUrl} className="button button--ghost" download>
            {t("outcome.invoice")}
          </a>
        ) : null}
        <Link to={href("/my-investar/manage-subscription")} className="button button--ghost">
          {t("outcome.mySubscription")}
        </Link>
      </div>
    </section>
  );
}
