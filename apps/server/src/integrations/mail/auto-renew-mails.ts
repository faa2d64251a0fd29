/**
 * The mails of auto-renew (docs/business-rules.md#auto-renew): the pre-debit notice RBI requires before
 * every debit, the pay link that replaces a debit needing authentication, the request for a new mandate
 * when the price passed its limit, a failed debit, and a card that expires before its next debit.
 */
import { formatDay, formatMoney, type Currency, type IsoDate } from "@investar/core";
import { composeMail } from "./mail-layout.ts";

interface Recipient {
  to: string;
  name: string;
  /** What renews: "Investar Standard, Quarter plan". */
  what: string;
}

interface Debit {
  amount: number;
  currency: Currency;
  /** The day the debit is made (India). */
  debitDay: IsoDate;
}

const money = (debit: Pick<Debit, "amount" | "currency">) => formatMoney(debit.amount, debit.currency);

/** RBI's pre-debit notification: amount, date, plan, and a one-click way to stop it. */
export function preDebitNoticeMail(input: Recipient & Debit & { card: string; cancelUrl: string }) {
  return composeMail({
    to: input.to,
    subject: `Your Investar subscription renews automatically on ${formatDay(input.debitDay)} for ${money(input)}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${input.what} renews automatically on ${formatDay(input.debitDay)} for ${money(input)} (GST included where it applies), charged to your ${input.card} under the auto-renew mandate you gave us.`,
      "Nothing else is needed from you. If you do not want to renew, cancel auto-renew before then: your subscription keeps working until the end of the period you have paid for.",
    ],
    action: { label: "Cancel auto-renew", url: input.cancelUrl },
    footnote: "This notice is sent at least 24 hours before every automatic debit, as the Reserve Bank of India requires.",
  });
}

/** Above ₹15,000 RBI needs the customer's own authentication: no automatic debit, a link to pay instead. */
export function payLinkMail(input: Recipient & Debit & { payUrl: string }) {
  return composeMail({
    to: input.to,
    subject: `Renew your Investar subscription by ${formatDay(input.debitDay)}: ${money(input)}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${input.what} is due for renewal on ${formatDay(input.debitDay)} for ${money(input)}. The Reserve Bank of India asks for your own approval of automatic card debits above ₹15,000, so we will not charge your card automatically this time.`,
      "Pay through the button whenever you are ready before that day; your mandate stays in place for later renewals.",
    ],
    action: { label: "Renew and pay", url: input.payUrl },
  });
}

/** The renewal price passed the mandate's upper limit: the customer decides again, nothing is charged. */
export function askAgainMail(input: Recipient & Debit & { limit: number; payUrl: string }) {
  return composeMail({
    to: input.to,
    subject: `Your Investar renewal needs your approval: ${money(input)}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${input.what} is due for renewal on ${formatDay(input.debitDay)}. It now costs ${money(input)}, more than the ${formatMoney(input.limit, input.currency)} limit of your auto-renew mandate, so we will not charge your card.`,
      "Renew through the button to pay this time; you can turn auto-renew on again while paying, with a new limit.",
    ],
    action: { label: "Renew and pay", url: input.payUrl },
  });
}

/** A debit failed: when it is tried again (or that it will not be), and the link to pay by hand meanwhile. */
export function debitFailedMail(input: Recipient & Debit & { reason: string; retryDay: IsoDate | null; lastDay: IsoDate; payUrl: string }) {
  const next = input.retryDay
    ? `We will try again on ${formatDay(input.retryDay)} for ${money(input)}. Your subscription keeps working meanwhile, until ${formatDay(input.lastDay)}.`
    : `That was the last attempt: auto-renew is now stopped. Your subscription keeps working until ${formatDay(input.lastDay)}; renew by hand before then to continue without a break.`;
  return composeMail({
    to: input.to,
    subject: input.retryDay ? "Your Investar renewal payment did not go through" : "Your Investar subscription could not be renewed",
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We could not charge ${money(input)} to renew ${input.what} (${input.reason}).`,
      next,
      "You can pay by hand now through the button.",
    ],
    action: { label: "Pay by hand", url: input.payUrl },
  });
}

/** The mandate's card is no longer valid on its next debit. */
export function cardExpiringMail(input: Recipient & Debit & { card: string; payUrl: string }) {
  return composeMail({
    to: input.to,
    subject: "The card for your Investar auto-renew expires before the next renewal",
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Your ${input.card} expires before ${formatDay(input.debitDay)}, when ${input.what} renews for ${money(input)}, so that debit would fail.`,
      "Renew with your new card through the button and turn auto-renew on again while paying.",
    ],
    action: { label: "Renew with a new card", url: input.payUrl },
  });
}

/** The 7/3/1-day reminder of a subscription that renews itself: nothing to do, and how to stop it. */
export function autoRenewReminderMail(input: Recipient & Debit & { lastDay: IsoDate; manageUrl: string; settingsUrl: string }) {
  return composeMail({
    to: input.to,
    subject: `Your Investar subscription renews automatically on ${formatDay(input.debitDay)} for ${money(input)}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Your subscription to ${input.what} runs until ${formatDay(input.lastDay)} and renews automatically on ${formatDay(input.debitDay)} for ${money(input)} under your auto-renew mandate. Nothing is needed from you.`,
      "We will send the exact amount again at least 24 hours before the debit. To stop auto-renew, cancel it on My Subscription: your subscription keeps working until the end of the period you have paid for.",
    ],
    action: { label: "Manage auto-renew", url: input.manageUrl },
    footnote: `You receive these reminders because you have an Investar subscription. Turn them off in your profile's email preferences: ${input.settingsUrl}`,
  });
}

/** A renewed period was refunded: it has ended, and its mandate is off until the customer turns it on again. */
export function autoRenewOffAfterRefundMail(
  input: Omit<Recipient, "what"> & {
    product: string;
    amount: number;
    currency: Currency;
    orderNumber: string;
    card: string;
    lastDay: IsoDate | null;
    manageUrl: string;
  },
) {
  const after = input.lastDay ? `Your subscription now runs until ${formatDay(input.lastDay)}.` : "That renewal has ended with the refund.";
  return composeMail({
    to: input.to,
    subject: "Auto-renew is off after your refund",
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We have refunded ${formatMoney(input.amount, input.currency)} for the automatic renewal of ${input.product} (order ${input.orderNumber}). ${after}`,
      `Your auto-renew mandate on your ${input.card} is cancelled, so nothing more will be charged to it. To renew automatically again, turn auto-renew on from My Subscription.`,
    ],
    action: { label: "My Subscription", url: input.manageUrl },
  });
}
