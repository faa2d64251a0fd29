import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { closureFinalAt, closureMessages, indiaToday, type ClosurePeriodChoice } from "@investar/core";
import { schema } from "@investar/db";
import type { ClosureRefund } from "@investar/db/schema/account-closures";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, forbidden, notFound } from "../../../errors.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { accountClosedMail } from "../../../integrations/mail/account-closure-mails.ts";
import { mailLocale } from "../../../integrations/mail/mail-text.ts";
import {
  codeRefusalMessage,
  consumeVerificationCode,
  issueEmailLink,
  retireAuthTokens,
  type PasswordClient,
} from "../../accounts/index.ts";
import { writeAudit } from "../../audit/index.ts";
import { recordPrivacyRequest } from "../../privacy-requests/index.ts";
import { supportAddress } from "../../business/index.ts";
import { openRefundIn } from "../../payments/index.ts";
import { verifyCurrentPassword } from "../../profile/index.ts";
import { cancelAutoRenew } from "../../renewals/index.ts";
import { closureEffects } from "./closure-effects.ts";
import { closureFacts, type ClosureFacts } from "./closure-facts.ts";

export interface CloseAccountInput {
  userId: number;
  password?: string;
  code?: string;
  periodChoice?: ClosurePeriodChoice;
}

export interface ClosedAccount {
  reference: string;
  finalAt: Date;
  effects: string[];
}

const ALL_LINKS = ["verify-email", "change-email", "cancel-email-change", "reset-password", "reopen-account"] as const;

/** The refusals the page shows before anything is asked (docs/business-rules.md#account-closure). */
export function refuseClosing(facts: ClosureFacts): void {
  if (facts.closed) throw conflict(closureMessages.alreadyClosed);
  if (!facts.mayClose) throw forbidden(closureMessages.staff);
  if (facts.paymentsInFlight > 0) throw conflict(closureMessages.pendingPayment);
}

/**
 * Closes the caller's own account (docs/business-rules.md#account-closure), confirmed by the password or,
 * for an account without one, the mailed code. In one transaction under the user's row lock, so it happens
 * once: a paid period still running is refunded pro rata to the wallet (through the refund machinery, with
 * its credit note) or ended, as the customer chose; every session ends and every mailed link stops; the
 * account is marked closed; the mail with the 7-day reopen link is queued; the closing is audited. Auto-renew
 * mandates are cancelled after the commit (the gateway is called outside any transaction), and again by the
 * erasure if that call never happened.
 */
export async function closeAccount(deps: AppDeps, input: CloseAccountInput, client: PasswordClient, log?: JobLog): Promise<ClosedAccount> {
  const before = await closureFacts(deps.db, input.userId, deps.now());
  if (!before) throw notFound("No such user.");
  refuseClosing(before);
  const needsChoice = before.periods.some((period) => period.unused.amount > 0);
  if (needsChoice && !input.periodChoice)
    throw badRequest(closureMessages.choiceRequired, { periodChoice: [closureMessages.choiceRequired] });
  await confirmOwner(deps, before, input, client);

  const closed = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, input.userId)).for("update");
    const facts = (await closureFacts(tx, input.userId, now))!;
    refuseClosing(facts);
    const choice = facts.periods.some((period) => period.unused.amount > 0) ? (input.periodChoice ?? null) : null;
    const refunds: ClosureRefund[] = [];
    if (choice === "refund") {
      for (const period of facts.periods.filter((p) => p.unused.amount > 0)) {
        const opened = await openRefundIn(deps, tx, input.userId, {
          paymentId: period.orderId,
          amount: period.unused.amount,
          to: "wallet",
          reason: `Unused ${period.unused.daysUnused} of ${period.unused.daysBought} days of order ${period.orderNumber}, refunded when the account was closed`,
        });
        refunds.push({
          orderNumber: period.orderNumber,
          amount: opened.refund.amount,
          currency: opened.refund.currency,
          creditNoteNumber: opened.refund.creditNoteNumber ?? null,
        });
      }
    }
    // The closing day was paid for and counts as used; nothing runs after it.
    const today = indiaToday(now);
    const s = schema.userSubscriptions;
    await tx
      .update(s)
      .set({ expiryDate: today, updatedAt: now })
      .where(and(eq(s.userId, input.userId), gt(s.expiryDate, today)));
    await tx
      .update(schema.users)
      .set({
        closedAt: now,
        subscriptionFlags: { newsletter: false, productUpdates: false, webinarInvites: false, offers: false, renewalReminders: false },
      })
      .where(eq(schema.users.id, input.userId));
    await tx
      .update(schema.sessions)
      .set({ revokedAt: now })
      .where(and(eq(schema.sessions.userId, input.userId), isNull(schema.sessions.revokedAt)));
    await retireAuthTokens(tx, input.userId, [...ALL_LINKS], now);

    const reference = `CL-${randomBytes(5).toString("hex").toUpperCase()}`;
    const finalAt = closureFinalAt(now);
    await tx
      .insert(schema.accountClosures)
      .values({ reference, userId: input.userId, closedAt: now, finalAt, periodChoice: choice, refunds });
    // The erasure is a privacy request like any other, so staff see it in their queue with its date.
    await recordPrivacyRequest(deps, tx, {
      kind: "erasure",
      userId: input.userId,
      summary: "Close my account and erase my data",
      details: { closure: reference, erasureOn: finalAt.toISOString() },
      state: "in-progress",
      note: `Closed from the account area; erased on ${finalAt.toISOString().slice(0, 10)} unless reopened.`,
      acknowledge: false,
    });
    const effects = closureEffects(facts, choice, refunds, now);
    const link = await issueEmailLink(deps, tx, {
      userId: input.userId,
      purpose: "reopen-account",
      email: null,
      ttlMs: finalAt.getTime() - now.getTime(),
      path: "/reopen-account",
    });
    await enqueueMail(
      tx,
      accountClosedMail(
        { email: facts.email, name: facts.name, language: facts.language },
        { reference, finalDay: indiaToday(finalAt), effects: closureEffects(facts, choice, refunds, now, mailLocale(facts.language)) },
        link,
        await supportAddress(deps, tx),
      ),
    );
    await writeAudit(tx, {
      actorId: input.userId,
      action: "account-closed",
      subject: `user:${input.userId}`,
      details: { reference, periodChoice: choice, refunds, finalAt: finalAt.toISOString() },
      at: now,
    });
    return { reference, finalAt, effects, mandates: facts.activeMandates };
  });
  deps.mail.nudge();
  for (const mandateId of closed.mandates) await cancelAutoRenew(deps, mandateId, "account-closed", log);
  return { reference: closed.reference, finalAt: closed.finalAt, effects: closed.effects };
}

/** The password, or for an account without one the mailed code; a wrong code's spent attempt is committed before the refusal. */
async function confirmOwner(deps: AppDeps, facts: ClosureFacts, input: CloseAccountInput, client: PasswordClient): Promise<void> {
  if (facts.hasPassword) {
    if (!input.password) throw badRequest(closureMessages.passwordRequired, { password: [closureMessages.passwordRequired] });
    const [user] = await deps.db.select().from(schema.users).where(eq(schema.users.id, facts.userId));
    await verifyCurrentPassword(deps, user!, input.password, "password", client);
    return;
  }
  if (!input.code) throw badRequest(closureMessages.codeRequired, { code: [closureMessages.codeRequired] });
  const check = await consumeVerificationCode(deps.db, {
    userId: facts.userId,
    purpose: "account-closure",
    code: input.code,
    now: deps.now(),
  });
  if (!check.ok) {
    const message = codeRefusalMessage(check);
    throw badRequest(message, { code: [message] });
  }
}
