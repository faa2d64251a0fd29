import { and, eq } from "drizzle-orm";
import { attemptDueAt, DEBIT_ATTEMPTS, indiaToday, lastDayWithRetries } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { GatewayQueryError } from "../../../integrations/gateway/card-gateway.ts";
import { debitFailedMail } from "../../../integrations/mail/auto-renew-mails.ts";
import { heldInLanguage } from "./held-in-language.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { settleOrder, transitionOrder, type Order } from "../../payments/index.ts";
import { payByHandUrl } from "./auto-renew-links.ts";
import type { AutoRenewTarget } from "./auto-renew-targets.ts";

const d = schema.mandateDebits;
const m = schema.cardMandates;
const o = schema.orders;
const MINUTE = 60_000;

export type DebitOutcome = "paid" | "failed" | "pending";

/**
 * Brings a debit being charged to its outcome (docs/business-rules.md#auto-renew-debit). The gateway's status
 * query on the charge reference decides, through the same settleOrder as every card order: paid runs the
 * order's activation (the period extended, the invoice, the receipt) in the move's transaction, once.
 * A charge the gateway refused outright and never booked fails; one it has no outcome for stays pending,
 * and fails only after the reconciliation job's abandon time, like any card order. A failure records the
 * next attempt, whose notice is the failure mail, or after the last one fails the mandate.
 */
export async function settleMandateDebit(
  deps: AppDeps,
  debit: schema.MandateDebit,
  target: AutoRenewTarget | null,
  refusal: string | null = null,
): Promise<DebitOutcome> {
  if (debit.status === "paid") return "paid";
  if (debit.status !== "charging" || debit.chargeRef === null) return "failed";
  let order = await orderOf(deps, debit.chargeRef);
  if (order === null) {
    // The charge reference was recorded but the pass stopped before its order existed, so no charge was sent: the attempt may be charged again.
    if (deps.now().getTime() - (debit.chargedAt?.getTime() ?? 0) > deps.config.paymentReconcile.abandonAfterMinutes * MINUTE)
      await deps.db
        .update(d)
        .set({ status: "notified", chargeRef: null, chargedAt: null })
        .where(and(eq(d.id, debit.id), eq(d.status, "charging")));
    return "pending";
  }
  if (order.status === "pending") order = await askGateway(deps, order, refusal);
  if (order.status === "paid") {
    await deps.db
      .update(d)
      .set({ status: "paid", settledAt: deps.now() })
      .where(and(eq(d.id, debit.id), eq(d.status, "charging")));
    return "paid";
  }
  if (order.status === "failed" || order.status === "cancelled") {
    await recordFailure(deps, debit, order.failureReason ?? "declined", target);
    return "failed";
  }
  return "pending";
}

async function orderOf(deps: AppDeps, orderNumber: string): Promise<Order | null> {
  const [order] = await deps.db.select().from(o).where(eq(o.orderNumber, orderNumber)).limit(1);
  return order ?? null;
}

async function askGateway(deps: AppDeps, order: Order, refusal: string | null): Promise<Order> {
  try {
    const answer = await deps.payments.gateway.queryStatus(order.orderNumber);
    if (answer.status === "not-found" && refusal !== null) {
      const failureReason = `Declined by the gateway: ${refusal}`;
      return (await transitionOrder(deps, { orderId: order.id, from: "pending", to: "failed", failureReason })).order ?? order;
    }
    const settled = await settleOrder(deps, order, answer);
    if (settled.outcome !== "unchanged") return settled.order;
  } catch (error) {
    if (!(error instanceof GatewayQueryError)) throw error;
  }
  const submitted = order.submittedAt?.getTime() ?? deps.now().getTime();
  if (deps.now().getTime() - submitted < deps.config.paymentReconcile.abandonAfterMinutes * MINUTE) return order;
  const failureReason = "No answer from the gateway";
  return (await transitionOrder(deps, { orderId: order.id, from: "pending", to: "failed", failureReason })).order ?? order;
}

async function recordFailure(deps: AppDeps, debit: schema.MandateDebit, reason: string, target: AutoRenewTarget | null): Promise<void> {
  const now = deps.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(d)
      .set({ status: "failed", settledAt: now, failureReason: reason })
      .where(and(eq(d.id, debit.id), eq(d.status, "charging")))
      .returning();
    if (!failed) return false;
    const [first] = await tx
      .select({ settledAt: d.settledAt })
      .from(d)
      .where(and(eq(d.mandateId, debit.mandateId), eq(d.expiryDate, debit.expiryDate), eq(d.attempt, 1)));
    const retryAt = debit.attempt < DEBIT_ATTEMPTS ? attemptDueAt(debit.expiryDate, debit.attempt + 1, first?.settledAt ?? now) : null;
    if (retryAt) {
      // The failure mail names the retry's amount and day: it is the retry's pre-debit notice.
      await tx.insert(d).values({
        mandateId: debit.mandateId,
        userId: debit.userId,
        expiryDate: debit.expiryDate,
        attempt: debit.attempt + 1,
        dueAt: retryAt,
        currency: debit.currency,
        amount: debit.amount,
        noticeKind: "pre-debit",
        noticeSentAt: now,
      });
    } else {
      await tx
        .update(m)
        .set({
          status: "failed",
          endedAt: now,
          endedReason: `The renewal of the period ending ${debit.expiryDate} failed ${DEBIT_ATTEMPTS} times`,
        })
        .where(and(eq(m.id, debit.mandateId), eq(m.status, "active")));
    }
    if (target) {
      await enqueueMail(
        tx,
        debitFailedMail({
          to: target.customer.email,
          name: target.customer.name,
          language: target.customer.language,
          held: await heldInLanguage(tx, target.held, target.customer.language),
          amount: debit.amount,
          currency: debit.currency,
          debitDay: indiaToday(debit.dueAt),
          reason,
          retryDay: retryAt ? indiaToday(retryAt) : null,
          lastDay: lastDayWithRetries(debit.expiryDate, target.held.plan),
          payUrl: payByHandUrl(deps.config, target.held, debit.currency),
        }),
      );
    }
    return true;
  });
  if (recorded) deps.mail.nudge();
}
