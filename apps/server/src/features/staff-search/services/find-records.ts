import { and, count, eq, ne, sql } from "drizzle-orm";
import {
  formatMoney,
  manualPaymentModeInfo,
  manualPaymentStatusWords,
  supportReference,
  ticketKindLabels,
  ticketStateLabels,
  type StaffSearchHit,
  type TicketKind,
  type TicketState,
  type StaffSearchTerms,
} from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { INVOICES_POSITION_PARAM } from "@investar/contract/pages/admin-users";
import { cursorTime } from "../../../database/keyset.ts";
import { positionOpeningAt } from "../../invoices/index.ts";

const u = schema.users;
const dayFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const day = (at: Date) => dayFormat.format(at);
const customerPage = (userId: number, section: string) => `/admin/users/${userId}#${section}`;
/** The customer's page at the invoice list's page that starts with this document, which may be years back. */
const documentPage = (userId: number, kind: "invoice" | "creditNote", at: string, id: number) =>
  `/admin/users/${userId}?${new URLSearchParams({ [INVOICES_POSITION_PARAM]: positionOpeningAt(kind, at, id) })}#invoices-heading`;
const owner = { userId: u.id, name: u.fullName, email: u.email };

/** Orders, invoices and credit notes whose number is the text, whole (numbers are unique). */
async function byDocumentNumber(db: Executor, number: string): Promise<StaffSearchHit[]> {
  const o = schema.orders;
  const i = schema.invoices;
  const c = schema.creditNotes;
  const [orders, invoices, creditNotes] = await Promise.all([
    db
      .select({ order: o, customer: owner })
      .from(o)
      .innerJoin(u, eq(u.id, o.userId))
      .where(and(eq(o.orderNumber, number), ne(o.status, "created"))),
    db
      .select({ doc: i, customer: owner, at: cursorTime(i.issuedAt) })
      .from(i)
      .innerJoin(u, eq(u.id, i.userId))
      .where(eq(i.number, number)),
    db
      .select({ doc: c, customer: owner, at: cursorTime(c.issuedAt) })
      .from(c)
      .innerJoin(u, eq(u.id, c.userId))
      .where(eq(c.number, number)),
  ]);
  return [
    ...orders.map(({ order, customer }) => ({
      kind: "order" as const,
      label: order.orderNumber,
      detail: `${formatMoney(order.amount, order.currency)} · ${manualPaymentStatusWords[order.status]} · ${order.gateway === "ManualPayment" ? "manual payment" : order.gateway} · ${day(order.createdAt)}`,
      customer,
      href: customerPage(customer.userId, "orders-heading"),
      exact: true,
    })),
    ...invoices.map(({ doc, customer, at }) => ({
      kind: "invoice" as const,
      label: doc.number,
      detail: `${formatMoney(doc.total, doc.currency)} · issued ${day(doc.issuedAt)}`,
      customer,
      href: documentPage(customer.userId, "invoice", at, doc.id),
      exact: true,
    })),
    ...creditNotes.map(({ doc, customer, at }) => ({
      kind: "credit-note" as const,
      label: doc.number,
      detail: `${formatMoney(doc.total, doc.currency)} · issued ${day(doc.issuedAt)} · ${doc.reason}`,
      customer,
      href: documentPage(customer.userId, "creditNote", at, doc.id),
      exact: true,
    })),
  ];
}

/** Manual payments declared with this UTR, cheque, DD or slip number (stored normalised: docs/business-rules.md#one-reference-one-payment). */
async function byPaymentReference(db: Executor, reference: string): Promise<StaffSearchHit[]> {
  const m = schema.manualPayments;
  const o = schema.orders;
  const rows = await db
    .select({ manual: m, order: o, customer: owner })
    .from(m)
    .innerJoin(o, eq(o.id, m.orderId))
    .innerJoin(u, eq(u.id, m.userId))
    .where(eq(m.reference, reference))
    .orderBy(o.id);
  return rows.map(({ manual, order, customer }) => ({
    kind: "payment-reference",
    label: `${manualPaymentModeInfo[manual.mode].referenceLabel} ${manual.reference}`,
    detail: `${manual.mode} · order ${order.orderNumber} · ${formatMoney(order.amount, order.currency)} · ${manualPaymentStatusWords[order.status]}`,
    customer,
    href: customerPage(customer.userId, "orders-heading"),
    exact: true,
  }));
}

/** Customers with this GSTIN on file for their next invoice, in their billing details or printed on an invoice they were given: one result per customer. */
async function byGstin(db: Executor, gstin: string): Promise<StaffSearchHit[]> {
  const t = schema.customerTaxDetails;
  const i = schema.invoices;
  const f = schema.userPaymentFormDetails;
  const [onFile, inBillingDetails, onInvoices] = await Promise.all([
    db
      .select({ customer: owner })
      .from(t)
      .innerJoin(u, eq(u.id, t.userId))
      .where(eq(sql`upper(${t.gstin})`, gstin)),
    db
      .select({ customer: owner })
      .from(f)
      .innerJoin(u, eq(u.id, f.userId))
      .where(eq(sql`upper(replace(${f.gstin}, ' ', ''))`, gstin)),
    db
      .select({ customer: owner, invoices: count() })
      .from(i)
      .innerJoin(u, eq(u.id, i.userId))
      .where(eq(sql`upper(${i.customer}->>'gstin')`, gstin))
      .groupBy(u.id, u.fullName, u.email),
  ]);
  const byUser = new Map<number, StaffSearchHit>();
  const add = (customer: StaffSearchHit["customer"] & {}, where: string) => {
    const known = byUser.get(customer.userId);
    if (known) known.detail = `${known.detail}; ${where}`;
    else
      byUser.set(customer.userId, {
        kind: "gstin",
        label: gstin,
        detail: where,
        customer,
        href: customerPage(customer.userId, "invoices-heading"),
        exact: true,
      });
  };
  for (const { customer } of onFile) add(customer, "on file for the next invoice");
  for (const { customer } of inBillingDetails) add(customer, "in the billing details");
  for (const { customer, invoices } of onInvoices) add(customer, invoices === 1 ? "on 1 invoice" : `on ${invoices} invoices`);
  return [...byUser.values()];
}

/**
 * A support request by its reference: its ticket on the support desk (ADR 0054), whose customer is the account it is
 * linked to; a request older than the desk is shown with the account of the address it came from.
 */
async function bySupportReference(db: Executor, id: number): Promise<StaffSearchHit[]> {
  const s = schema.supportMessages;
  const t = schema.supportTickets;
  const reference = supportReference(id);
  const [ticket] = await db.select().from(t).where(eq(t.reference, reference));
  const [message] = ticket ? [] : await db.select().from(s).where(eq(s.id, id));
  if (!ticket && !message) return [];
  const userId = ticket ? ticket.userId : message!.userId;
  const email = ticket ? ticket.email : message!.email;
  const [customer] =
    userId !== null
      ? await db.select(owner).from(u).where(eq(u.id, userId))
      : email
        ? await db
            .select(owner)
            .from(u)
            .where(eq(sql`lower(${u.email})`, email.trim().toLowerCase()))
        : [];
  const kind = ticketKindLabels[(ticket?.kind ?? message!.kind) as TicketKind] ?? "Support request";
  const at = ticket?.createdAt ?? message!.at;
  const state = ticket ? ` · ${ticketStateLabels[ticket.state as TicketState]}` : "";
  return [
    {
      kind: "support-request",
      label: reference,
      detail: `${kind}${state} · ${day(at)}${customer ? "" : ` · from ${email ?? "an anonymous sender"}, who has no account`}`,
      customer: customer ?? null,
      href: ticket ? `/admin/support/${ticket.id}` : customer ? customerPage(customer.userId, "timeline-heading") : null,
      exact: true,
    },
  ];
}

/** Every record the text names exactly, by each reading core's staffSearchTerms allows. */
export async function findRecords(db: Executor, terms: StaffSearchTerms): Promise<StaffSearchHit[]> {
  const found = await Promise.all([
    terms.documentNumber ? byDocumentNumber(db, terms.documentNumber) : [],
    terms.reference ? byPaymentReference(db, terms.reference) : [],
    terms.gstin ? byGstin(db, terms.gstin) : [],
    terms.supportId !== null ? bySupportReference(db, terms.supportId) : [],
  ]);
  return found.flat();
}
