import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "@investar/core";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import type { Route } from "./+types/payment-queue";
import { useAdminCall } from "../../components/admin/admin-call.tsx";
import { PaymentQueueTable } from "../../components/admin/payment-queue/payment-queue-table.tsx";
import { StatementMatcher } from "../../components/admin/payment-queue/statement-matcher.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import "../../styles/admin.css";
import "../../styles/payment-queue.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { ScriptButton } from "../../components/script-button.tsx";

const activateQueued = lazyEndpoint(() => import("@investar/contract/payment-queue/activate-queued-payments"), "activateQueuedPayments");
type BulkAnswer = EndpointAnswer<typeof activateQueued>;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  return { queue: await services.getPaymentQueue() };
}

export const meta = adminMeta({
  title: "Payment queue",
  description: "Manual payments waiting for staff, oldest first, and bulk activation of those the bank statement confirms.",
  path: "/admin/payment-queue",
});

/**
 * /admin/payment-queue (docs/business-rules.md#payment-queue): the manual payments waiting for staff, oldest
 * first, possible duplicates flagged; staff tick those the bank statement shows (or let the statement tick
 * them) and activate them together. Each is activated exactly once; the answer says which failed and why.
 */
export default function PaymentQueuePage({ loaderData }: Route.ComponentProps) {
  const { queue } = loaderData;
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [outcome, setOutcome] = useState<BulkAnswer | null>(null);
  const call = useAdminCall();
  const confirm = useConfirm();
  const waiting = queue.payments.filter((p) => ticked.has(p.paymentId));
  const toggle = (paymentId: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(paymentId);
      else next.delete(paymentId);
      return next;
    });
  async function activate() {
    const total = waiting.reduce((sum, p) => sum + (p.currency === "INR" ? p.amount : 0), 0);
    // Only our own values go into the dialog's HTML: counts, order numbers and amounts, never customer text.
    const ok = await confirm({
      title: `Activate ${waiting.length} ${waiting.length === 1 ? "payment" : "payments"}?`,
      html: `<p>Activate <strong>${waiting.map((p) => p.orderNumber).join(", ")}</strong>${total > 0 ? ` (${formatMoney(total, "INR")} in rupees)` : ""}?</p><p>Only do this once the money is in our account: each customer's subscription is switched on at once.</p>`,
      okText: "Activate",
      showCancel: true,
    });
    if (!ok) return;
    const result = await call.send(
      activateQueued,
      { body: { paymentIds: waiting.map((p) => p.paymentId) } },
      (answer) =>
        `${answer.activated} activated${answer.alreadyActivated ? `, ${answer.alreadyActivated} already activated` : ""}${answer.failed ? `, ${answer.failed} not activated (see below)` : ""}.`,
    );
    if (result) {
      setOutcome(result.answer);
      setTicked(new Set());
    }
  }
  return (
    <div className="admin-page">
      <p>
        <Link to="/admin/activate-manual-payment">← Activate Manual Payments</Link>
      </p>
      <h1>Payment queue</h1>
      <p>
        {queue.total === 0
          ? "No manual payment is waiting."
          : `${queue.total} manual ${queue.total === 1 ? "payment is" : "payments are"} waiting, oldest first${queue.total > queue.payments.length ? ` (the oldest ${queue.payments.length} are shown)` : ""}.`}
      </p>
      {queue.payments.length > 0 ? (
        <>
          <StatementMatcher payments={queue.payments} onMatched={(ids) => setTicked(new Set(ids))} />
          <section className="card" aria-labelledby="queue-heading">
            <h2 id="queue-heading">Waiting payments</h2>
            <PaymentQueueTable payments={queue.payments} ticked={ticked} onToggle={toggle} />
            <div className="button-row">
              <ScriptButton className="button button--accent" disabled={waiting.length === 0 || call.busy} onClick={() => void activate()}>
                Activate {waiting.length} ticked {waiting.length === 1 ? "payment" : "payments"}
              </ScriptButton>
              <ScriptButton className="button" disabled={waiting.length === 0} onClick={() => setTicked(new Set())}>
                Clear ticks
              </ScriptButton>
            </div>
          </section>
        </>
      ) : null}
      <p role="status">{call.status}</p>
      {outcome && outcome.results.some((r) => r.outcome !== "activated") ? (
        <section className="card" aria-labelledby="outcome-heading">
          <h2 id="outcome-heading">Not activated by this action</h2>
          <ul>
            {outcome.results
              .filter((r) => r.outcome !== "activated")
              .map((r) => (
                <li key={r.paymentId}>{r.message}</li>
              ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
