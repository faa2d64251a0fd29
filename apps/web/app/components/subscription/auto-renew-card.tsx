import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { MyAutoRenew } from "@investar/contract/pages/renewals";
import { formatDay, formatMoney, type BillingPlan } from "@investar/core";
import { Link, useRevalidator } from "react-router";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { toast } from "../../lib/toast.ts";
import { useCall } from "../../lib/use-call.ts";
import { useConfirm } from "../confirm-dialog.tsx";
import { LimitNotice } from "../limit-notice.tsx";

const cancelMyMandate = lazyEndpoint(() => import("@investar/contract/renewals/cancel-my-mandate"), "cancelMyMandate");

const EVERY: Record<BillingPlan, string> = { Month: "Every month", Quarter: "Every 3 months", Annual: "Every year" };

/**
 * My Subscription's auto-renew (docs/business-rules.md#auto-renew-opt-in): the card mandate with its card, limit
 * and next debit, and Cancel auto-renew (confirmed first; at once, the paid period kept); without one, a way
 * to turn it on (again) with the next renewal paid by card.
 */
export function AutoRenewCard({ userId, autoRenew, renewHref }: { userId: number; autoRenew: MyAutoRenew; renewHref: string | null }) {
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const { busy, error, send } = useCall();
  const { mandate, lastEnded } = autoRenew;
  const headingId = `auto-renew-${autoRenew.kind}-heading`;

  if (!mandate) {
    return (
      <section className="card auto-renew-card" aria-labelledby={headingId} data-testid={`auto-renew-${autoRenew.kind}`}>
        <h3 id={headingId}>Auto-renew is off</h3>
        <p>
          {lastEnded
            ? `${lastEnded.reason} on ${formatDay(lastEnded.endedOn)}. Nothing will be charged to your card.`
            : "This subscription does not renew itself: we remind you before it ends."}{" "}
          To renew automatically, pay your next renewal by card and tick Renew automatically: your card&apos;s mandate is registered with
          that payment, and the renewal adds a full period after your current one, so nothing you have paid for is lost.
        </p>
        {renewHref ? (
          <Link to={`${renewHref}#auto-renew`} className="button button--ghost">
            {lastEnded ? "Turn it on again" : "Turn on auto-renew"}
          </Link>
        ) : null}
      </section>
    );
  }

  const cancel = async () => {
    const ok = await confirm({
      title: "Cancel auto-renew?",
      html: "<p>Nothing more will be charged to your card. Your subscription keeps working until the end of the period you have paid for, and we remind you before it ends.</p>",
      okText: "Cancel auto-renew",
      cancelText: "Keep auto-renew",
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
      <h3 id={headingId}>Auto-renew is on</h3>
      <dl className="auto-renew-card__facts">
        <dt>Card</dt>
        <dd>
          {mandate.card}
          {mandate.cardExpiry ? ` (expires ${mandate.cardExpiry.slice(5)}/${mandate.cardExpiry.slice(0, 4)})` : ""}
        </dd>
        <dt>Next charge</dt>
        <dd>
          {mandate.nextDebit
            ? `${formatMoney(mandate.nextDebit.amount, mandate.currency)} on ${formatDay(mandate.nextDebit.day)}, after a reminder mail`
            : "Not charged automatically: we send you a link to pay before your subscription ends"}
        </dd>
        <dt>How often</dt>
        <dd>{EVERY[mandate.frequency]}</dd>
        <dt>Limit per charge</dt>
        <dd>{formatMoney(mandate.upperLimit, mandate.currency)}</dd>
      </dl>
      <button type="button" className="button button--ghost" onClick={() => void cancel()} disabled={busy}>
        Cancel auto-renew
      </button>
      <LimitNotice message={error} />
    </section>
  );
}
