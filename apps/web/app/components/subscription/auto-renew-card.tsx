import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { MyAutoRenew } from "@investar/contract/pages/renewals";
import type { BillingPlan } from "@investar/core";
import { Link, useRevalidator } from "react-router";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { toast } from "../../lib/toast.ts";
import { useCall } from "../../lib/use-call.ts";
import { useConfirm } from "../confirm-dialog.tsx";
import { LimitNotice } from "../limit-notice.tsx";
import { ScriptButton } from "../script-button.tsx";
import { useI18n } from "../../i18n/page-locale.ts";

const cancelMyMandate = lazyEndpoint(() => import("@investar/contract/renewals/cancel-my-mandate"), "cancelMyMandate");

const EVERY: Record<BillingPlan, string> = {
  Month: "account.subscription.autoRenew.every.Month",
  Quarter: "account.subscription.autoRenew.every.Quarter",
  Annual: "account.subscription.autoRenew.every.Annual",
};

/**
 * My Subscription's auto-renew (docs/business-rules.md#auto-renew-opt-in): the card mandate with its card, limit
 * and next debit, and Cancel auto-renew (confirmed first; at once, the paid period kept); without one, a way
 * to turn it on (again) with the next renewal paid by card.
 */
export function AutoRenewCard({ userId, autoRenew, renewHref }: { userId: number; autoRenew: MyAutoRenew; renewHref: string | null }) {
  const { t, day, money } = useI18n();
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const { busy, error, send } = useCall();
  const { mandate, lastEnded } = autoRenew;
  const headingId = `auto-renew-${autoRenew.kind}-heading`;

  if (!mandate) {
    return (
      <section className="card auto-renew-card" aria-labelledby={headingId} data-testid={`auto-renew-${autoRenew.kind}`}>
        <h3 id={headingId}>{t("account.subscription.autoRenew.off")}</h3>
        <p>
          {lastEnded
            ? t("account.subscription.autoRenew.ended", { reason: lastEnded.reason, day: day(lastEnded.endedOn) })
            : t("account.subscription.autoRenew.notRenewing")}{" "}
          {t("account.subscription.autoRenew.howTo")}
        </p>
        {renewHref ? (
          <Link to={`${renewHref}#auto-renew`} className="button button--ghost">
            {t(lastEnded ? "account.subscription.autoRenew.turnOnAgain" : "account.subscription.autoRenew.turnOn")}
          </Link>
        ) : null}
      </section>
    );
  }

  const cancel = async () => {
    const ok = await confirm({
      title: t("account.subscription.autoRenew.cancelTitle"),
      // A catalogue text, not the customer's: safe as the dialog's HTML.
      html: `<p>${t("account.subscription.autoRenew.cancelText")}</p>`,
      okText: t("account.subscription.autoRenew.cancel"),
      cancelText: t("account.subscription.autoRenew.keep"),
      showCancel: true,
      variant: "error",
    });
    if (!ok) return;
    const result = await send(() => callEndpoint(cancelMyMandate, { body: { userId, mandateId: mandate.mandateId } }));
    if (result.ok) {
      toast.success(result.data.message);
      await revalidator.revalidate();
    }
  };

  return (
    <section className="card auto-renew-card" aria-labelledby={headingId} data-testid={`auto-renew-${autoRenew.kind}`}>
      <h3 id={headingId}>{t("account.subscription.autoRenew.on")}</h3>
      <dl className="auto-renew-card__facts">
        <dt>{t("account.subscription.autoRenew.card")}</dt>
        <dd>
          {mandate.cardExpiry
            ? t("account.subscription.autoRenew.expires", {
                card: mandate.card,
                month: mandate.cardExpiry.slice(5),
                year: mandate.cardExpiry.slice(0, 4),
              })
            : mandate.card}
        </dd>
        <dt>{t("account.subscription.autoRenew.next")}</dt>
        <dd>
          {mandate.nextDebit
            ? t("account.subscription.autoRenew.nextOn", {
                amount: money(mandate.nextDebit.amount, mandate.currency),
                day: day(mandate.nextDebit.day),
              })
            : t("account.subscription.autoRenew.notCharged")}
        </dd>
        <dt>{t("account.subscription.autoRenew.often")}</dt>
        <dd>{t(EVERY[mandate.frequency])}</dd>
        <dt>{t("account.subscription.autoRenew.limit")}</dt>
        <dd>{money(mandate.upperLimit, mandate.currency)}</dd>
      </dl>
      <ScriptButton className="button button--ghost" onClick={() => void cancel()} disabled={busy}>
        {t("account.subscription.autoRenew.cancel")}
      </ScriptButton>
      <LimitNotice message={error} />
    </section>
  );
}
