import { and, asc, eq, sql } from "drizzle-orm";
import {
  attemptDueAt,
  cardExpiryNoticeDue,
  decideDebit,
  indiaToday,
  renewalDebitSelection,
  subscriptionEndsAt,
  type QuoteSnapshot,
} from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { GatewayQueryError } from "../../../integrations/gateway/card-gateway.ts";
import { cardExpiringMail } from "../../../integrations/mail/auto-renew-mails.ts";
import { heldInLanguage } from "./held-in-language.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { quotePrice } from "../../catalogue/index.ts";
import { payByHandUrl } from "./auto-renew-links.ts";
import type { AutoRenewTarget } from "./auto-renew-targets.ts";
import { chargeMandateDebit } from "./charge-mandate-debit.ts";
import { notifyMandateDebit } from "./notify-mandate-debit.ts";

const d = schema.mandateDebits;

/** What one step for one mandate did, for the pass's report. */
export type RenewalStep =
  "waiting" | "notified" | "pay-link" | "asked-again" | "paid" | "failed" | "pending" | "done" | "held-for-review" | "price-refused";

/**
 * One pass's work for one mandate's current period (docs/business-rules.md#auto-renew): settle the attempt
 * being charged, else price the renewal as of its debit and let core's decideDebit say whether to wait,
 * send the notice (or the pay link, or ask again) or charge.
 */
export async function renewByMandate(deps: AppDeps, target: AutoRenewTarget): Promise<RenewalStep> {
  const attempts = await deps.db
    .select()
    .from(d)
    .where(and(eq(d.mandateId, target.mandate.id), eq(d.expiryDate, target.expiryDate)))
    .orderBy(asc(d.attempt));
  const latest = attempts.at(-1) ?? null;
  // An attempt being charged was settled at the start of this pass (run-auto-renew-pass.ts); paid, failed for good or not charged: nothing is left to do.
  if (latest && latest.status !== "notified") return "done";

  const attempt = latest?.attempt ?? 1;
  const firstDueAt = attempts[0]?.dueAt ?? subscriptionEndsAt(target.expiryDate);
  const dueAt = latest?.dueAt ?? attemptDueAt(target.expiryDate, 1, null)!;

  // Priced as of the first debit of the period, so a retry renews the same period for the same amount.
  let snapshot: QuoteSnapshot;
  try {
    const selection = renewalDebitSelection(target.held, target.mandate.currency);
    snapshot = { selection, summary: await quotePrice({ ...deps, now: () => firstDueAt }, target.mandate.userId, selection) };
  } catch (error) {
    if (error instanceof AppError) return "price-refused";
    throw error;
  }
  const amount = snapshot.summary.total;
  await mailIfCardExpires(deps, target, indiaToday(dueAt), amount);
  const decision = decideDebit({
    now: deps.now(),
    dueAt,
    amount,
    currency: target.mandate.currency,
    mandateLimit: target.mandate.upperLimit,
    notice: latest ? { sentAt: latest.noticeSentAt, amount: latest.amount } : null,
  });
  const notice = { target, attempt, dueAt, amount, currency: target.mandate.currency, existing: latest };
  switch (decision.action) {
    case "wait":
      return "waiting";
    case "notify":
      return (await notifyMandateDebit(deps, { ...notice, kind: "pre-debit" })) ? "notified" : "waiting";
    case "pay-link":
      return (await notifyMandateDebit(deps, { ...notice, kind: "pay-link" })) ? "pay-link" : "waiting";
    case "ask-again":
      return (await notifyMandateDebit(deps, { ...notice, kind: "ask-again" })) ? "asked-again" : "waiting";
    case "charge": {
      if (await earlierAttemptWasPaid(deps, attempts)) return "held-for-review";
      const outcome = await chargeMandateDebit(deps, latest!, target, snapshot);
      return outcome === "taken" ? "waiting" : outcome;
    }
  }
}

/**
 * Before a retry, the failed attempt is asked about once more: a gateway that answered late with a payment
 * means the money was taken, and charging again would take it twice. A person decides (the reconciliation
 * log flags the paid answer for a failed order); the retry is not made.
 */
async function earlierAttemptWasPaid(deps: AppDeps, attempts: schema.MandateDebit[]): Promise<boolean> {
  const previous = attempts.at(-2);
  if (!previous?.chargeRef) return false;
  try {
    return (await deps.payments.gateway.queryStatus(previous.chargeRef)).status === "paid";
  } catch (error) {
    if (error instanceof GatewayQueryError) return true; // not known: wait for the next pass rather than risk a second debit
    throw error;
  }
}

/** A card that expires before the next debit: one mail per debit day, from 15 days ahead. */
async function mailIfCardExpires(deps: AppDeps, target: AutoRenewTarget, debitDay: string, amount: number): Promise<void> {
  const { mandate } = target;
  if (!mandate.cardExpiry || !cardExpiryNoticeDue(mandate.cardExpiry, debitDay, indiaToday(deps.now()))) return;
  const m = schema.cardMandates;
  const sent = await deps.db.transaction(async (tx) => {
    const marked = await tx
      .update(m)
      .set({ cardExpiryNoticeFor: debitDay })
      .where(and(eq(m.id, mandate.id), sql`${m.cardExpiryNoticeFor} is distinct from ${debitDay}::date`))
      .returning({ id: m.id });
    if (marked.length === 0) return false;
    await enqueueMail(
      tx,
      cardExpiringMail({
        to: target.customer.email,
        name: target.customer.name,
        language: target.customer.language,
        held: await heldInLanguage(tx, target.held, target.customer.language),
        amount,
        currency: mandate.currency,
        debitDay,
        card: mandate,
        payUrl: payByHandUrl(deps.config, target.held, mandate.currency),
      }),
    );
    return true;
  });
  if (sent) deps.mail.nudge();
}
