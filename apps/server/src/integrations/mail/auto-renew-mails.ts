/**
 * The mails of auto-renew (docs/business-rules.md#auto-renew): the pre-debit notice RBI requires before
 * every debit, the pay link that replaces a debit needing authentication, the request for a new mandate
 * when the price passed its limit, a failed debit, and a card that expires before its next debit — in the
 * customer's language (docs/adr/0060-mails-in-the-customers-language.md).
 */
import type { Currency, IsoDate } from "@investar/core";
import { composeMail } from "./mail-layout.ts";
import { mailLocale, type MailLocale, type MailText } from "./mail-text.ts";

/** What a mandate renews, as the subscription row holds it (product and plan as the catalogue names them). */
export interface RenewingHolding {
  product: string;
  plan: string;
  addons: readonly string[];
  isMobile: boolean;
}

/** The mandate's card as the gateway named it. */
export interface MandateCard {
  cardNetwork: string | null;
  cardLast4: string | null;
}

interface Addressee {
  to: string;
  name: string;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string | null;
}

interface Recipient extends Addressee {
  held: RenewingHolding;
}

interface Debit {
  amount: number;
  currency: Currency;
  /** The day the debit is made (India). */
  debitDay: IsoDate;
}

/** "Investar Standard with Intraday, Quarter plan", as the mails name what renews. */
export function describeRenewing(t: MailText, held: RenewingHolding): string {
  const addons = held.addons.length > 0 ? t("receipt.description.addons", { addons: held.addons.join(", ") }) : "";
  return t(held.isMobile ? "autoRenew.what.mobile" : "autoRenew.what.tool", { product: held.product, addons, plan: held.plan });
}

/** "VISA card ending 1111" ("VISA कार्ड (आख़िरी अंक 1111)"). */
export function describeMandateCard(t: MailText, card: MandateCard): string {
  const network = card.cardNetwork ?? t("autoRenew.card.unnamedNetwork");
  return card.cardLast4 ? t("autoRenew.card.ending", { network, last4: card.cardLast4 }) : t("autoRenew.card.plain", { network });
}

/** The facts every debit mail states, in the mail's language. */
function facts(locale: MailLocale, input: Recipient & Debit) {
  return {
    what: describeRenewing(locale.t, input.held),
    day: locale.day(input.debitDay),
    amount: locale.money(input.amount, input.currency),
  };
}

function frame(locale: MailLocale, input: Addressee) {
  return { to: input.to, language: input.language, greeting: locale.t("greeting", { name: input.name }) };
}

/** RBI's pre-debit notification: amount, date, plan, and a one-click way to stop it. */
export function preDebitNoticeMail(input: Recipient & Debit & { card: MandateCard; cancelUrl: string }) {
  const locale = mailLocale(input.language);
  const { t } = locale;
  const said = facts(locale, input);
  return composeMail({
    ...frame(locale, input),
    subject: t("autoRenew.subject.renews", said),
    paragraphs: [
      t("autoRenew.preDebit.body", { ...said, card: describeMandateCard(t, input.card) }),
      t("autoRenew.preDebit.nothingNeeded"),
    ],
    action: { label: t("autoRenew.preDebit.action"), url: input.cancelUrl },
    footnote: t("autoRenew.preDebit.footnote"),
  });
}

/** Above ₹15,000 RBI needs the customer's own authentication: no automatic debit, a link to pay instead. */
export function payLinkMail(input: Recipient & Debit & { payUrl: string }) {
  const locale = mailLocale(input.language);
  const { t } = locale;
  const said = facts(locale, input);
  return composeMail({
    ...frame(locale, input),
    subject: t("autoRenew.payLink.subject", said),
    paragraphs: [t("autoRenew.payLink.body", said), t("autoRenew.payLink.whenReady")],
    action: { label: t("autoRenew.renewAndPay"), url: input.payUrl },
  });
}

/** The renewal price passed the mandate's upper limit: the customer decides again, nothing is charged. */
export function askAgainMail(input: Recipient & Debit & { limit: number; payUrl: string }) {
  const locale = mailLocale(input.language);
  const { t } = locale;
  const said = facts(locale, input);
  return composeMail({
    ...frame(locale, input),
    subject: t("autoRenew.askAgain.subject", said),
    paragraphs: [
      t("autoRenew.askAgain.body", { ...said, limit: locale.money(input.limit, input.currency) }),
      t("autoRenew.askAgain.renew"),
    ],
    action: { label: t("autoRenew.renewAndPay"), url: input.payUrl },
  });
}

/** Our own failure reasons (payments' and the debit's) in the mail's language; a gateway's or bank's words stay as they came. */
function failureReason(t: MailText, reason: string): string {
  if (reason === "declined") return t("autoRenew.debitFailed.reason.declined");
  if (reason === "No answer from the gateway") return t("autoRenew.debitFailed.reason.noAnswer");
  const refusal = /^Declined by the gateway: (.*)$/s.exec(reason)?.[1];
  return refusal === undefined ? reason : t("autoRenew.debitFailed.reason.gatewayRefusal", { refusal });
}

/** A debit failed: when it is tried again (or that it will not be), and the link to pay by hand meanwhile. */
export function debitFailedMail(input: Recipient & Debit & { reason: string; retryDay: IsoDate | null; lastDay: IsoDate; payUrl: string }) {
  const locale = mailLocale(input.language);
  const { t } = locale;
  const said = facts(locale, input);
  const lastDay = locale.day(input.lastDay);
  return composeMail({
    ...frame(locale, input),
    subject: t(input.retryDay ? "autoRenew.debitFailed.subject.retry" : "autoRenew.debitFailed.subject.last"),
    paragraphs: [
      t("autoRenew.debitFailed.body", { ...said, reason: failureReason(t, input.reason) }),
      input.retryDay
        ? t("autoRenew.debitFailed.retry", { day: locale.day(input.retryDay), amount: said.amount, lastDay })
        : t("autoRenew.debitFailed.last", { lastDay }),
      t("autoRenew.debitFailed.payNow"),
    ],
    action: { label: t("autoRenew.debitFailed.action"), url: input.payUrl },
  });
}

/** The mandate's card is no longer valid on its next debit. */
export function cardExpiringMail(input: Recipient & Debit & { card: MandateCard; payUrl: string }) {
  const locale = mailLocale(input.language);
  const { t } = locale;
  return composeMail({
    ...frame(locale, input),
    subject: t("autoRenew.cardExpiring.subject"),
    paragraphs: [
      t("autoRenew.cardExpiring.body", { ...facts(locale, input), card: describeMandateCard(t, input.card) }),
      t("autoRenew.cardExpiring.renew"),
    ],
    action: { label: t("autoRenew.cardExpiring.action"), url: input.payUrl },
  });
}

/** The 7/3/1-day reminder of a subscription that renews itself: nothing to do, and how to stop it. */
export function autoRenewReminderMail(
  input: Addressee & Debit & { what: string; lastDay: IsoDate; manageUrl: string; settingsUrl: string },
) {
  const locale = mailLocale(input.language);
  const { t } = locale;
  const said = { day: locale.day(input.debitDay), amount: locale.money(input.amount, input.currency) };
  return composeMail({
    ...frame(locale, input),
    subject: t("autoRenew.subject.renews", said),
    paragraphs: [
      t("autoRenew.reminder.body", { ...said, what: input.what, lastDay: locale.day(input.lastDay) }),
      t("autoRenew.reminder.notice"),
    ],
    action: { label: t("autoRenew.reminder.action"), url: input.manageUrl },
    footnote: t("renewal.footnote", { settingsUrl: input.settingsUrl }),
  });
}

/** A renewed period was refunded: it has ended, and its mandate is off until the customer turns it on again. */
export function autoRenewOffAfterRefundMail(
  input: Addressee & {
    isMobile: boolean;
    amount: number;
    currency: Currency;
    orderNumber: string;
    card: MandateCard;
    lastDay: IsoDate | null;
    manageUrl: string;
  },
) {
  const locale = mailLocale(input.language);
  const { t } = locale;
  const after = input.lastDay
    ? t("autoRenew.offAfterRefund.runsUntil", { day: locale.day(input.lastDay) })
    : t("autoRenew.offAfterRefund.ended");
  return composeMail({
    ...frame(locale, input),
    subject: t("autoRenew.offAfterRefund.subject"),
    paragraphs: [
      t("autoRenew.offAfterRefund.refunded", {
        amount: locale.money(input.amount, input.currency),
        product: t(input.isMobile ? "autoRenew.offAfterRefund.product.mobile" : "autoRenew.offAfterRefund.product.tool"),
        orderNumber: input.orderNumber,
        after,
      }),
      t("autoRenew.offAfterRefund.mandate", { card: describeMandateCard(t, input.card) }),
    ],
    action: { label: t("autoRenew.mySubscription"), url: input.manageUrl },
  });
}
