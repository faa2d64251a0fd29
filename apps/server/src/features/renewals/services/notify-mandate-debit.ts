import { and, eq } from "drizzle-orm";
import { formatDay, formatMoney, indiaToday, isTenDigitMobile, normalizeMobile, type Currency } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { askAgainMail, payLinkMail, preDebitNoticeMail, type RenewingHolding } from "../../../integrations/mail/auto-renew-mails.ts";
import { heldInLanguage } from "./held-in-language.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { enqueueSms } from "../../../integrations/sms/enqueue-sms.ts";
import { sendsSms } from "../../messaging/index.ts";
import { cancelAutoRenewUrl, payByHandUrl } from "./auto-renew-links.ts";
import { describeCard, describeHeld, type AutoRenewTarget } from "./auto-renew-targets.ts";

const d = schema.mandateDebits;

export interface NoticeToSend {
  target: AutoRenewTarget;
  attempt: number;
  dueAt: Date;
  amount: number;
  currency: Currency;
  kind: schema.MandateNoticeKind;
  /** The attempt's row when one exists (a price that moved since its notice): its notice is replaced. */
  existing: schema.MandateDebit | null;
}

/**
 * Records the notice of one debit attempt and queues its mail in one transaction (docs/business-rules.md#auto-renew):
 * the pre-debit notice, or instead of a debit the pay link (above ₹15,000) or the request for a new mandate
 * (above its limit), which leave the attempt not charged. The attempt's key, or its row's previous amount,
 * lets one pass only record it; answers whether this call did. The pre-debit notice also goes by SMS where
 * its DLT template is configured and the customer has a mobile number (docs/business-rules.md#sms-templates).
 */
export async function notifyMandateDebit(deps: AppDeps, notice: NoticeToSend): Promise<boolean> {
  const { target, amount, currency } = notice;
  const now = deps.now();
  const status = notice.kind === "pre-debit" ? "notified" : "not-charged";
  const recorded = await deps.db.transaction(async (tx) => {
    const values = { amount, currency, noticeKind: notice.kind, noticeSentAt: now, status } as const;
    const rows = notice.existing
      ? await tx
          .update(d)
          .set(values)
          .where(and(eq(d.id, notice.existing.id), eq(d.status, "notified"), eq(d.amount, notice.existing.amount)))
          .returning({ id: d.id })
      : await tx
          .insert(d)
          .values({
            ...values,
            mandateId: target.mandate.id,
            userId: target.mandate.userId,
            expiryDate: target.expiryDate,
            attempt: notice.attempt,
            dueAt: notice.dueAt,
          })
          .onConflictDoNothing()
          .returning({ id: d.id });
    if (rows.length === 0) return false;
    await enqueueMail(tx, noticeMail(deps, notice, await heldInLanguage(tx, notice.target.held, notice.target.customer.language)));
    const sms = notice.kind === "pre-debit" ? preDebitSms(deps, notice) : null;
    if (sms) await enqueueSms(tx, sms);
    return true;
  });
  if (recorded) deps.mail.nudge();
  return recorded;
}

/** `named`: what renews as the mail words it (heldInLanguage); the pay link keeps the holding's ids. */
function noticeMail(deps: AppDeps, { target, dueAt, amount, currency, kind }: NoticeToSend, named: RenewingHolding) {
  const recipient = { to: target.customer.email, name: target.customer.name, language: target.customer.language, held: named };
  const debit = { amount, currency, debitDay: indiaToday(dueAt) };
  const payUrl = payByHandUrl(deps.config, target.held, currency);
  switch (kind) {
    case "pre-debit":
      return preDebitNoticeMail({
        ...recipient,
        ...debit,
        card: target.mandate,
        cancelUrl: cancelAutoRenewUrl(deps.config, target.mandate.id),
      });
    case "pay-link":
      return payLinkMail({ ...recipient, ...debit, payUrl });
    case "ask-again":
      return askAgainMail({ ...recipient, ...debit, limit: target.mandate.upperLimit, payUrl });
  }
}

/** The pre-debit notice as an SMS, with the template's variables; null where no such SMS is sent. */
function preDebitSms(deps: AppDeps, { target, dueAt, amount, currency }: NoticeToSend) {
  const mobile = normalizeMobile(target.customer.mobile);
  if (!isTenDigitMobile(mobile) || !sendsSms(deps.config, "pre-debit-notice")) return null;
  const variables = {
    what: describeHeld(target.held),
    date: formatDay(indiaToday(dueAt)),
    amount: formatMoney(amount, currency),
    card: describeCard(target.mandate),
    link: cancelAutoRenewUrl(deps.config, target.mandate.id),
  };
  return {
    to: mobile,
    kind: "pre-debit-notice" as const,
    variables,
    text: `Investar: ${variables.what} renews automatically on ${variables.date} for ${variables.amount}, charged to your ${variables.card}. To cancel auto-renew: ${variables.link}`,
  };
}
