import { inArray, or, sql, type SQL } from "drizzle-orm";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import { rowsOf } from "../../../database/statement-rows.ts";

/** What an erasure looks for outside the account's own rows: how the account was known. */
export interface ErasedPerson {
  userId: number;
  /** As typed. */
  email: string;
  fullName: string;
  mobileNo: string;
  /** The mobile number as its limits and SMS key it (mobileKey), when it has one. */
  mobileKey: string | null;
  /** The address the pseudonymised rows get instead (erasedEmail). */
  erasedEmail: string;
  /** The registration IP and every IP it logged in from: the rate-limit keys that name them go. */
  ips: string[];
}

export const ERASED = "[erased]";

/** `array[…]::text[]`, one parameter a value. */
const arrayOf = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
/** `any(array[…])`, for `column = any(…)`. */
const anyOf = (values: readonly string[]): SQL => sql`any(${arrayOf(values)})`;

/**
 * Erases what mentions a batch of accounts outside their own rows (docs/business-rules.md#retention): the mail
 * and SMS they were sent and staff mail about them, their rate-limit keys, their support messages, the
 * invitations they received (their address pseudonymised in the inviter's list) and their details in the
 * audit trail. One statement per kind of row for the whole batch, each found through an index (the address,
 * the number, the account, and the addresses a mail's text or an audit row's details mention), so erasing
 * many accounts costs what they left, not the size of the tables times the accounts (ADR 0056). Answers the
 * support messages' attachments.
 */
export async function eraseMentions(tx: Transaction, people: readonly ErasedPerson[]): Promise<string[]> {
  if (people.length === 0) return [];
  const ids = people.map((person) => person.userId);
  const emails = people.map((person) => person.email.toLowerCase());
  const mail = schema.mailOutbox;
  // Mail to the customer, and staff mail about them (a support request, a payment to check).
  await tx.execute(
    sql`delete from ${mail} where lower(${mail.to}) = ${anyOf(emails)} or mentioned_addresses(${mail.text}) && ${arrayOf(emails)}`,
  );
  const numbers = people.flatMap((person) => (person.mobileKey ? [person.mobileKey, person.mobileNo] : []));
  if (numbers.length > 0) await tx.delete(schema.smsOutbox).where(inArray(schema.smsOutbox.to, numbers));

  const keys = [
    ...new Set(
      people.flatMap((person) => [
        person.email.toLowerCase(),
        `user:${person.userId}`,
        ...(person.mobileKey ? [person.mobileKey] : []),
        ...person.ips,
      ]),
    ),
  ];
  // A limit's key is the value itself or ends with it after a colon ("ip:…", "{device}:user:{id}"). These tables
  // hold only the rows of open windows, so one pass over each per batch is cheap.
  for (const table of [schema.rateLimitHits, schema.rateLimitCounters])
    await tx.execute(
      sql`delete from ${table} where ${table.key} = ${anyOf(keys)}
          or exists (select 1 from unnest(${arrayOf(keys)}) as k(value) where right(${table.key}, length(k.value) + 1) = ':' || k.value)`,
    );

  const s = schema.supportMessages;
  const support = await tx
    .delete(s)
    .where(or(inArray(s.userId, ids), sql`lower(${s.email}) = ${anyOf(emails)}`))
    .returning({ attachments: s.attachments });
  await tx.delete(schema.referrals).where(inArray(schema.referrals.refereeId, ids));
  const renames = JSON.stringify(people.map((person, i) => ({ email: emails[i], erased: person.erasedEmail })));
  await tx.execute(
    sql`update ${schema.referrals} as r set email = v.erased from jsonb_to_recordset(${renames}::jsonb) as v(email text, erased text) where lower(r.email) = v.email`,
  );
  await scrubAuditTrail(tx, people, emails);
  return support.flatMap((row) => row.attachments);
}

/**
 * Takes the accounts' address, name and mobile number out of the audit trail: out of every row about them
 * (filed under the account or one of its orders, or done by it) and every row whose details mention their
 * address. Each kind is found through an index (subject, actor, the addresses the details mention), so the
 * few rows are read instead of the whole log; each is rewritten here, value by value as a JSON string writes
 * it, and saved back in one statement.
 */
async function scrubAuditTrail(tx: Transaction, people: readonly ErasedPerson[], emails: readonly string[]): Promise<void> {
  const values = people.flatMap((person) =>
    [person.email, person.email.toLowerCase(), person.fullName, person.mobileNo].filter((value) => value.trim().length >= 4),
  );
  // Inside JSON the value is escaped as a JSON string is; the replacement needs no escaping.
  const needles = [...new Set(values.map((value) => JSON.stringify(value).slice(1, -1)))];
  if (needles.length === 0) return;
  const a = schema.auditLog;
  const o = schema.orders;
  const ids = people.map((person) => person.userId);
  const orders = await tx.select({ number: o.orderNumber }).from(o).where(inArray(o.userId, ids));
  const subjects = [...ids.map((id) => `user:${id}`), ...orders.map((order) => `order:${order.number}`)];
  // One branch per index (an OR of them would read the whole log); a row found twice is rewritten once.
  const found = await tx.execute(
    sql`select ${a.id} as id, ${a.details}::text as details from ${a} where ${a.subject} = ${anyOf(subjects)} and ${a.details} is not null
        union all select ${a.id}, ${a.details}::text from ${a} where ${inArray(a.actorId, ids)} and ${a.details} is not null
        union all select ${a.id}, ${a.details}::text from ${a} where mentioned_addresses(${a.details}::text) && ${arrayOf(emails)}`,
  );
  const rows = rowsOf<{ id: number; details: string }>(found);
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  const scrubbed = unique.flatMap((row) => {
    const details = needles.reduce((text, needle) => text.split(needle).join(ERASED), row.details);
    return details === row.details ? [] : [{ id: row.id, details }];
  });
  if (scrubbed.length === 0) return;
  await tx.execute(
    sql`update ${a} set details = v.details::jsonb from jsonb_to_recordset(${JSON.stringify(scrubbed)}::jsonb) as v(id integer, details text) where ${a.id} = v.id`,
  );
}
