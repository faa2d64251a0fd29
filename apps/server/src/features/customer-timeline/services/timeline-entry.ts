import {
  formatMoney,
  manualPaymentStatusWords,
  ticketKindLabels,
  ticketStateLabels,
  type Currency,
  type OrderStatus,
  type TicketKind,
  type TicketState,
  type TimelineKind,
} from "@investar/core";
import type { TimelineEntry } from "@investar/contract/pages/customer-timeline";

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const money = (data: Data) => formatMoney(Number(data.amount), text(data.currency) as Currency);
const via = (gateway: unknown) => (gateway === "ManualPayment" ? "manual payment" : gateway === "Wallet" ? "wallet" : text(gateway));
const clip = (value: string, max = 2000) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

const accountEvents: Record<string, string> = {
  "signed-up": "Signed up",
  "verify-email": "Verified the email address",
  "change-email": "Confirmed a new email address",
  "cancel-email-change": "Cancelled an email change",
  "reset-password": "Reset the password",
};

/** An entry's words, from the row its source gave (timeline-sources.ts). */
function describe(kind: TimelineKind, data: Data): { title: string; detail: string; href?: string } {
  switch (kind) {
    case "account":
      return {
        title: accountEvents[text(data.event)] ?? text(data.event),
        detail: data.event === "signed-up" ? `Source: ${text(data.source)}` : text(data.email),
      };
    case "login":
      return data.event === "failed-login"
        ? { title: "Failed password login", detail: data.ip ? `From ${text(data.ip)}` : "" }
        : { title: "Logged in", detail: data.ended ? "Session ended" : "" };
    case "order":
      return {
        title: `Order ${text(data.orderNumber)} placed`,
        detail: `${money(data)} by ${via(data.gateway)} · ${text(data.target)} · now ${manualPaymentStatusWords[data.status as OrderStatus] ?? text(data.status)}`,
      };
    case "payment":
      if (data.event === "paid")
        return { title: `Payment received for ${text(data.orderNumber)}`, detail: `${money(data)} by ${via(data.gateway)}` };
      return {
        title: `Payment ${data.event === "cancelled" ? "cancelled" : "failed or rejected"}: ${text(data.orderNumber)}`,
        detail: [money(data), text(data.reason)].filter(Boolean).join(" · "),
      };
    case "refund":
      return {
        title: `Refund of ${money(data)} for ${text(data.orderNumber)}`,
        detail: `${data.destination === "wallet" ? "To the wallet" : "Back to the paying account"} · ${text(data.status)} · ${text(data.reason)}`,
      };
    case "invoice":
      return { title: `Tax invoice ${text(data.number)} issued`, detail: money(data) };
    case "credit-note":
      return { title: `Credit note ${text(data.number)} issued`, detail: `${money(data)} · ${text(data.reason)}` };
    case "mail":
      return {
        title: `Mail: ${text(data.subject)}`,
        detail: data.sent
          ? "Sent"
          : data.error
            ? `Not sent yet (${Number(data.attempts)} attempts): ${text(data.error)}`
            : "Waiting to be sent",
      };
    case "support":
      return {
        title: `${ticketKindLabels[text(data.kind) as TicketKind] ?? "Support request"} ${text(data.reference)}`,
        detail: `${text(data.subject)} · ${ticketStateLabels[text(data.state) as TicketState] ?? text(data.state)}`,
        href: `/admin/support/${Number(data.id)}`,
      };
    case "staff":
      return {
        title: `${text(data.action)} by ${text(data.actor) || "a staff member"}`,
        detail: clip(`${text(data.subject)} ${JSON.stringify(data.details ?? {})}`, 600),
      };
    case "note":
      return {
        title: `Note by ${text(data.author) || "a former staff member"}${data.edited ? " (edited)" : ""}`,
        detail: clip(text(data.body)),
      };
  }
}

export function toTimelineEntry(row: { at: string; kind: TimelineKind; key: string; data: Data }): TimelineEntry {
  return { key: row.key, at: row.at, kind: row.kind, ...describe(row.kind, row.data) };
}
