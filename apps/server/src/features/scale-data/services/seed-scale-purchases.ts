import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@investar/db";
import type { ScaleVolumes } from "../scale-volumes.ts";
import { SCALE_EMAIL_DOMAIN } from "./make-purchase-templates.ts";
import { scaleHash } from "./scale-hash.ts";

/** The rows of the scale data set's customers (and not of the templates or anyone else). */
const scaleUsers = sql`users.email like 'trader%@' || ${SCALE_EMAIL_DOMAIN}::text`;

/** The template order a paid clone copied, from its tracking id. */
const templateOf = (trackingId: SQL) => sql`split_part(${trackingId}, '-T', 2)::int`;

/**
 * Paid purchases of the paying customers, each a clone of a template purchase (its quote, amounts, invoice
 * lines and subscription change) at its own moment between the customer's sign-up and the end of the data
 * set, and the unpaid attempts of everyone. A paid clone's tracking id, `S<user>-<n>`, says which purchase of
 * its customer it is, which the invoice and history steps read back.
 */
export async function seedScaleOrders(db: Executor, v: ScaleVolumes, seed: number, templates: number[], end: Date) {
  const templateList = sql.join(
    templates.map((id, k) => sql`(${k}::int, ${id}::int)`),
    sql`, `,
  );
  const u = sql`users.id`;
  const purchase = sql`(users.id::text || '-' || n)`;
  await db.execute(sql`
    insert into orders (order_number, user_id, gateway, target, status, currency, amount, quote, gateway_tracking_id,
                        created_at, updated_at, submitted_at, settled_at)
    select 'INV-' || extract(year from at at time zone 'Asia/Kolkata')::int || '-S' || lpad(to_hex(users.id), 6, '0') || lpad(n::text, 3, '0'),
           users.id, t.gateway, t.target, 'paid', t.currency, t.amount, t.quote, 'S' || ${purchase} || '-T' || t.id,
           at, at, at, at + interval '2 minutes'
    from users
    cross join lateral generate_series(1, 1 + ${scaleHash(seed, u, "purchases")} % ${2 * v.purchasesPerPayer - 1}::int) as n
    cross join lateral (select users.created_at + (${end.toISOString()}::timestamptz - users.created_at) * ((n - 0.5) / (1 + ${scaleHash(seed, u, "purchases")} % ${2 * v.purchasesPerPayer - 1}::int)) as at) as moment
    join (values ${templateList}) as pick(k, order_id) on pick.k = ${scaleHash(seed, purchase, "template")} % ${templates.length}::int
    join orders t on t.id = pick.order_id
    where ${scaleUsers} and users.password_hash is not null and ${scaleHash(seed, u, "pays")} % 10 = 0
  `);
  await db.execute(sql`
    insert into orders (order_number, user_id, gateway, target, status, currency, amount, quote, failure_reason,
                        created_at, updated_at, submitted_at, settled_at)
    select 'INV-' || extract(year from at at time zone 'Asia/Kolkata')::int || '-U' || lpad(to_hex(users.id), 6, '0') || lpad(n::text, 3, '0'),
           users.id, t.gateway, t.target, outcome, t.currency, t.amount, t.quote,
           case outcome when 'failed' then 'Payment failed at the gateway (Failure)' when 'cancelled' then 'Cancelled at the gateway (Aborted)' end,
           at, at, case when outcome = 'created' then null else at end, case when outcome = 'created' then null else at + interval '3 minutes' end
    from users
    cross join lateral generate_series(1, ${scaleHash(seed, u, "attempts")} % ${2 * v.unpaidOrdersPerUser + 1}::int) as n
    cross join lateral (select users.created_at + (${end.toISOString()}::timestamptz - users.created_at) * (n::float8 / 8) as at,
                               (array['created', 'failed', 'cancelled'])[1 + ${scaleHash(seed, sql`(users.id::text || '/' || n)`, "outcome")} % 3] as outcome) as attempt
    join (values ${templateList}) as pick(k, order_id) on pick.k = ${scaleHash(seed, sql`(users.id::text || '/' || n)`, "template")} % ${templates.length}::int
    join orders t on t.id = pick.order_id
    where ${scaleUsers} and users.password_hash is not null
  `);
}

/**
 * One tax invoice per paid clone, numbered on from the series' counter in its financial year (India time),
 * made out to its customer with the template's lines, supplier and amounts; the counters then stand at the
 * last serial, so the site's next invoice follows on. A refunded share gets a full credit note.
 */
export async function seedScaleTaxDocuments(db: Executor, v: ScaleVolumes, seed: number) {
  await db.execute(sql`
    insert into invoices (number, financial_year, serial, order_id, user_id, issued_at, lines, discount, currency, supplier,
                          customer, supply_type, place_of_supply, place_of_supply_state_code, taxable_value, cgst, sgst, igst,
                          total, is_test, paid_from_wallet, amount_paid, exchange_rate, total_inr)
    select 'INV/' || substr(o.fy, 3) || '/' || lpad((coalesce(counter.last_serial, 0) + o.serial)::text, 6, '0'),
           o.fy, coalesce(counter.last_serial, 0) + o.serial, o.id, o.user_id, o.settled_at, t.lines, t.discount, t.currency, t.supplier,
           t.customer || jsonb_build_object('userId', users.id, 'name', users.full_name, 'email', users.email),
           t.supply_type, t.place_of_supply, t.place_of_supply_state_code, t.taxable_value, t.cgst, t.sgst, t.igst,
           t.total, t.is_test, t.paid_from_wallet, t.amount_paid, t.exchange_rate, t.total_inr
    from (
      select o.*, fy, row_number() over (partition by fy order by o.settled_at, o.id) as serial
      from orders o
      cross join lateral (select extract(year from (o.settled_at at time zone 'Asia/Kolkata') - interval '3 months')::int as start_year) as y
      cross join lateral (select y.start_year || '-' || lpad(((y.start_year + 1) % 100)::text, 2, '0') as fy) as f
      where o.gateway_tracking_id like 'S%-T%' and o.status = 'paid'
    ) as o
    join users on users.id = o.user_id
    join invoices t on t.order_id = ${templateOf(sql`o.gateway_tracking_id`)}
    left join document_counters counter on counter.series = 'invoice' and counter.financial_year = o.fy
  `);
  await db.execute(sql`
    insert into credit_notes (number, financial_year, serial, invoice_id, order_id, user_id, issued_at, reason, currency, supplier,
                              customer, supply_type, place_of_supply, place_of_supply_state_code, taxable_value, cgst, sgst, igst, total, is_test)
    select 'CN/' || substr(i.financial_year, 3) || '/' || lpad((coalesce(counter.last_serial, 0) + i.cn_serial)::text, 6, '0'),
           i.financial_year, coalesce(counter.last_serial, 0) + i.cn_serial, i.id, i.order_id, i.user_id, i.issued_at + interval '2 days',
           'Refund of the purchase at the customer''s request', i.currency, i.supplier, i.customer, i.supply_type, i.place_of_supply,
           i.place_of_supply_state_code, i.taxable_value, i.cgst, i.sgst, i.igst, i.total, i.is_test
    from (
      select i.*, row_number() over (partition by i.financial_year order by i.issued_at, i.id) as cn_serial
      from invoices i join orders o on o.id = i.order_id
      where o.gateway_tracking_id like 'S%-T%' and ${scaleHash(seed, sql`i.order_id`, "refund")} % 1000 < ${v.refundsPerThousand}::int
    ) as i
    left join document_counters counter on counter.series = 'creditNote' and counter.financial_year = i.financial_year
  `);
  await db.execute(sql`
    update orders set status = 'refunded', updated_at = cn.issued_at
    from credit_notes cn where cn.order_id = orders.id and orders.gateway_tracking_id like 'S%-T%'
  `);
  for (const [series, table] of [
    ["invoice", sql`invoices`],
    ["creditNote", sql`credit_notes`],
  ] as const)
    await db.execute(sql`
      insert into document_counters (series, financial_year, last_serial)
      select ${series}::text, financial_year, max(serial) from ${table} group by financial_year
      on conflict (series, financial_year) do update set last_serial = excluded.last_serial
    `);
}

/**
 * Each paid clone's line in the customer's subscription history (the template's change, dated and chained
 * from the previous purchase's expiry), and the customer's subscription as their last purchase left it.
 */
export async function seedScaleSubscriptions(db: Executor) {
  await db.execute(sql`
    insert into subscription_history (user_id, order_id, kind, quote_kind, gateway, base_product, addons, plan, license_type,
                                      no_of_licenses, previous_expiry_date, expiry_date, currency, amount_paid, wallet_paid, created_at)
    select o.user_id, o.id, h.kind, case when previous_expiry is null then 'fresh' else 'renewal' end, h.gateway, h.base_product,
           h.addons, h.plan, h.license_type, h.no_of_licenses, previous_expiry, expiry, h.currency, h.amount_paid, h.wallet_paid, o.settled_at
    from (
      select o.*, lag((o.settled_at at time zone 'Asia/Kolkata')::date) over (partition by o.user_id order by o.settled_at) as previous_purchase
      from orders o where o.gateway_tracking_id like 'S%-T%'
    ) as o
    join subscription_history h on h.order_id = ${templateOf(sql`o.gateway_tracking_id`)}
    cross join lateral (select (o.settled_at at time zone 'Asia/Kolkata')::date + (h.expiry_date - (h.created_at at time zone 'Asia/Kolkata')::date) as expiry,
                               case when o.previous_purchase is null then null
                                    else o.previous_purchase + (h.expiry_date - (h.created_at at time zone 'Asia/Kolkata')::date) end as previous_expiry) as dates
  `);
  await db.execute(sql`
    insert into user_subscriptions (user_id, kind, base_product, addons, plan, expiry_date, license_type, no_of_licenses, is_subscribed, updated_at)
    select distinct on (h.user_id) h.user_id, h.kind, h.base_product, h.addons, h.plan, h.expiry_date, h.license_type, h.no_of_licenses,
           o.status = 'paid', h.created_at
    from subscription_history h join orders o on o.id = h.order_id
    where o.gateway_tracking_id like 'S%-T%'
    order by h.user_id, h.created_at desc
  `);
}
