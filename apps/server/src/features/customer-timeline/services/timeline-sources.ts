import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { TimelineKind } from "@investar/core";

/**
 * One SELECT per source of the timeline (docs/business-rules.md#customer-timeline), each giving
 * `at, kind, key, data` for one customer: `key` is unique across sources and orders ties, `data` is what
 * the entry says (timeline-entry.ts turns it into words). Each is indexed by the customer's id or email.
 * The customer comes as SQL (a prepared statement's placeholders): `userId`, and `mail`, their address
 * trimmed and lower-cased.
 */
export function timelineSources(userId: SQL | Placeholder, mail: SQL | Placeholder): Record<TimelineKind, SQL[]> {
  return {
    account: [
      sql`select u.created_at as at, 'account' as kind, 'user:' || u.id as key,
            jsonb_build_object('event', 'signed-up', 'source', u.reg_src) as data
          from users u where u.id = ${userId}`,
      sql`select t.used_at, 'account', 'token:' || left(t.token_hash, 32),
            jsonb_build_object('event', t.purpose, 'email', t.email)
          from auth_tokens t where t.user_id = ${userId} and t.used_at is not null`,
    ],
    login: [
      sql`select s.created_at, 'login', 'session:' || s.id::text, jsonb_build_object('event', 'login', 'ended', s.revoked_at is not null)
          from sessions s where s.user_id = ${userId}`,
      sql`select a.at, 'login', 'attempt:' || a.id, jsonb_build_object('event', 'failed-login', 'ip', a.ip)
          from login_attempts a where a.user_id = ${userId} and a.succeeded = 0`,
    ],
    order: [
      sql`select coalesce(o.submitted_at, o.created_at), 'order', 'order:' || o.id,
            jsonb_build_object('orderNumber', o.order_number, 'amount', o.amount, 'currency', o.currency, 'gateway', o.gateway,
              'status', o.status, 'target', o.target)
          from orders o where o.user_id = ${userId} and o.status <> 'created'`,
    ],
    payment: [
      sql`select o.settled_at, 'payment', 'paid:' || o.id,
            jsonb_build_object('event', 'paid', 'orderNumber', o.order_number, 'amount', o.amount, 'currency', o.currency, 'gateway', o.gateway)
          from orders o where o.user_id = ${userId} and o.settled_at is not null and o.status in ('paid', 'refunded', 'partially-refunded')`,
      sql`select o.updated_at, 'payment', 'failed:' || o.id,
            jsonb_build_object('event', o.status, 'orderNumber', o.order_number, 'amount', o.amount, 'currency', o.currency,
              'gateway', o.gateway, 'reason', coalesce(m.rejection_reason, o.failure_reason))
          from orders o left join manual_payments m on m.order_id = o.id
          where o.user_id = ${userId} and o.status in ('failed', 'cancelled')`,
    ],
    refund: [
      sql`select r.created_at, 'refund', 'refund:' || r.id,
            jsonb_build_object('orderNumber', o.order_number, 'amount', r.amount, 'currency', r.currency, 'destination', r.destination,
              'status', r.status, 'reason', r.reason)
          from order_refunds r join orders o on o.id = r.order_id where o.user_id = ${userId}`,
    ],
    invoice: [
      sql`select i.issued_at, 'invoice', 'invoice:' || i.id, jsonb_build_object('number', i.number, 'amount', i.total, 'currency', i.currency)
          from invoices i where i.user_id = ${userId}`,
    ],
    "credit-note": [
      sql`select c.issued_at, 'credit-note', 'credit-note:' || c.id,
            jsonb_build_object('number', c.number, 'amount', c.total, 'currency', c.currency, 'reason', c.reason)
          from credit_notes c where c.user_id = ${userId}`,
    ],
    // Mail is addressed, not owned: the mails sent to the customer's present address.
    mail: [
      sql`select m.created_at, 'mail', 'mail:' || m.id,
            jsonb_build_object('subject', m.subject, 'sent', m.sent_at is not null, 'attempts', m.attempts, 'error', m.last_error)
          from mail_outbox m where lower(m."to") = ${mail}`,
    ],
    // The support desk's tickets (ADR 0054): the account's, and those from its address.
    support: [
      sql`select t.created_at, 'support', 'ticket:' || t.id,
            jsonb_build_object('id', t.id, 'reference', t.reference, 'kind', t.kind, 'subject', t.subject, 'state', t.state)
          from support_tickets t where t.user_id = ${userId} or lower(t.email) = ${mail}`,
    ],
    // What staff did to the customer or to their orders (the customer's own steps and the system's are the other kinds).
    // The subjects are listed first and each looked up by the log's subject index: with "subject = … or subject in
    // (…)" PostgreSQL reads the whole log and filters it.
    staff: [
      sql`select a.at, 'staff', 'audit:' || a.id,
            jsonb_build_object('action', a.action, 'subject', a.subject, 'actor', actor.email, 'details', a.details)
          from audit_log a left join users actor on actor.id = a.actor_id
          where a.subject in (select 'user:' || ${userId}::int union all select 'order:' || o.order_number from orders o where o.user_id = ${userId})
            and a.actor_id is not null and a.actor_id <> ${userId} and a.action <> 'customer-note-added'`,
    ],
    note: [
      sql`select n.created_at, 'note', 'note:' || n.id, jsonb_build_object('body', n.body, 'author', author.email, 'edited', n.edited_at is not null)
          from customer_notes n left join users author on author.id = n.author_id where n.user_id = ${userId}`,
    ],
  };
}
