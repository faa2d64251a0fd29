import { sql } from "drizzle-orm";
import type { Executor } from "@investar/db";
import type { ScaleVolumes } from "../scale-volumes.ts";
import { SCALE_EMAIL_DOMAIN } from "./make-purchase-templates.ts";
import { scaleHash, scalePick } from "./scale-hash.ts";

const scaleUsers = sql`users.email like 'trader%@' || ${SCALE_EMAIL_DOMAIN}::text`;
const paying = (seed: number) => sql`${scaleHash(seed, sql`users.id`, "pays")} % 10 = 0 and users.password_hash is not null`;
/** A moment between the customer's sign-up and the end of the data set, picked by the row's hash. */
const momentOf = (seed: number, key: ReturnType<typeof sql>, end: Date) =>
  sql`users.created_at + (${end.toISOString()}::timestamptz - users.created_at) * ((${scaleHash(seed, key, "moment")} % 1000) / 1000.0)`;

const STAFF_ACTIONS = [
  "user-activation-mail-sent",
  "wallet-adjusted",
  "user-institute-discount-set",
  "payment-status-set",
  "user-disabled",
];
const MAIL_SUBJECTS = [
  "Activate your Investar account",
  "Your Investar payment receipt",
  "Your Investar subscription renews in 7 days",
  "Investar weekly: charts that mattered this week",
  "Your seat in this Saturday's webinar",
];

/** Wallet movements and referral invitations of the paying customers. */
export async function seedScaleWalletAndReferrals(db: Executor, v: ScaleVolumes, seed: number, end: Date) {
  // A referral reward credited, and for half of those customers part of it spent later: balances stay positive.
  await db.execute(sql`
    insert into wallet_ledger (user_id, currency, kind, amount, reason, reference, created_at)
    select users.id, 'INR', 'subscription', amount, reason, 'scale', at
    from users
    cross join lateral (values (50000, 'Referral reward', 1), (-20000, 'Spent on a subscription', 2)) as m(amount, reason, step)
    cross join lateral (select ${momentOf(seed, sql`users.id`, end)} + (step - 1) * interval '30 days' as at) as t
    where ${scaleUsers} and ${paying(seed)} and ${scaleHash(seed, sql`users.id`, "wallet")} % 4 < (case when step = 1 then 2 else 1 end)
  `);
  await db.execute(sql`
    insert into referrals (referee_id, email, status, invited_at, updated_at)
    select users.id, 'friend' || users.id || '.' || n || '@' || ${SCALE_EMAIL_DOMAIN}::text,
           ${scalePick(seed, sql`(users.id::text || '.' || n)`, "referral", ["Invited", "Invited", "Registered", "Subscribed"])},
           at, at
    from users
    cross join lateral generate_series(1, ${scaleHash(seed, sql`users.id`, "referrals")} % ${2 * v.referralsPerPayer + 1}::int) as n
    cross join lateral (select ${momentOf(seed, sql`(users.id::text || '.' || n)`, end)} as at) as t
    where ${scaleUsers} and ${paying(seed)}
  `);
}

/** Past webinars (copies of the catalogue's first webinar, one a week back from the end) and seats in them. */
export async function seedScaleWebinars(db: Executor, v: ScaleVolumes, seed: number, end: Date) {
  await db.execute(sql`
    insert into webinars (track, is_video, title, description, duration_minutes, presenter, level, language, date_time, status, inr_amount,
                          usd_amount, is_paid_webinar, position)
    select 'technical-analysis', false, 'Price action, week ' || w, 'Reading the market''s structure from the chart, live.', 90,
           'Investar Academy', ${scalePick(seed, sql`w`, "level", ["Beginner", "Intermediate", "Expert"])},
           ${scalePick(seed, sql`w`, "language", ["English", "Hindi"])}, ${end.toISOString()}::timestamptz - w * interval '7 days', 'ended',
           case when w % 3 = 0 then 49900 else 0 end, case when w % 3 = 0 then 900 else 0 end, w % 3 = 0, 0
    from generate_series(1, ${v.webinars}::int) as w
  `);
  await db.execute(sql`
    insert into webinar_registrations (webinar_id, user_id, source, registered_at)
    select distinct on (webinar.id, users.id) webinar.id, users.id, 'free', webinar.date_time - interval '3 days'
    from users
    cross join lateral (select webinars.id, webinars.date_time from webinars where webinars.title like 'Price action, week %'
                        order by webinars.id offset ${scaleHash(seed, sql`users.id`, "webinar")} % ${v.webinars}::int limit 1) as webinar
    where ${scaleUsers} and ${scaleHash(seed, sql`users.id`, "seat")} % 100 < ${Math.round(v.seatsPerUser * 100)}::int
  `);
}

/**
 * The history rows that grow without end: logins, staff actions on customers (the audit log), client logs
 * and the mails sent, each at its own moment of the customer's life.
 */
export async function seedScaleHistory(db: Executor, v: ScaleVolumes, seed: number, end: Date) {
  const row = sql`(users.id::text || '#' || n)`;
  await db.execute(sql`
    insert into login_attempts (user_id, succeeded, ip, at)
    select users.id, case when ${scaleHash(seed, row, "login")} % 20 = 0 then 0 else 1 end,
           '10.' || (${scaleHash(seed, row, "ip")} % 250) || '.' || (users.id % 250) || '.' || (n % 250), ${momentOf(seed, row, end)}
    from users cross join lateral generate_series(1, ${v.auditRowsPerUser / 2}::int) as n
    where ${scaleUsers} and users.password_hash is not null
  `);
  await db.execute(sql`
    insert into audit_log (actor_id, action, subject, details, at)
    select (select min(id) from users), ${scalePick(seed, row, "action", STAFF_ACTIONS)}, 'user:' || users.id,
           jsonb_build_object('note', 'scale data'), ${momentOf(seed, row, end)}
    from users cross join lateral generate_series(1, ${v.auditRowsPerUser / 2}::int) as n
    where ${scaleUsers}
  `);
  await db.execute(sql`
    insert into client_logs (user_id, file_name, text, at)
    select users.id, 'InvestarClient-' || to_char(${momentOf(seed, row, end)}, 'YYYYMMDD') || '.log',
           'Chart workspace restored; data feed connected in ' || (${scaleHash(seed, row, "latency")} % 900 + 100) || ' ms', ${momentOf(seed, row, end)}
    from users cross join lateral generate_series(1, ${v.clientLogRowsPerUser}::int) as n
    where ${scaleUsers}
  `);
  await db.execute(sql`
    insert into mail_outbox ("to", subject, text, html, created_at, next_attempt_at, attempts, sent_at)
    select users.email, subject, 'Dear ' || users.full_name || ', ' || subject || '.', '<p>Dear ' || users.full_name || ',</p><p>' || subject || '.</p>',
           at, at, 1, at + interval '5 seconds'
    from users cross join lateral generate_series(1, ${v.mailsPerUser}::int) as n
    cross join lateral (select ${scalePick(seed, row, "subject", MAIL_SUBJECTS)} as subject, ${momentOf(seed, row, end)} as at) as m
    where ${scaleUsers}
  `);
}
