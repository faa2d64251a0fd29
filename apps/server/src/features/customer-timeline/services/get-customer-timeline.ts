import { eq, sql } from "drizzle-orm";
import { decodeTimelineCursor, encodeTimelineCursor, TIMELINE_KINDS, TIMELINE_PAGE_SIZE, type TimelineKind } from "@investar/core";
import { schema, type Database } from "@investar/db";
import type { TimelinePage } from "@investar/contract/pages/customer-timeline";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { preparedQuery } from "../../../database/prepared-query.ts";
import { timelineSources } from "./timeline-sources.ts";
import { toTimelineEntry } from "./timeline-entry.ts";

/**
 * The timeline's statement for one choice of kinds, first page or a later one, prepared (database/prepared-query.ts):
 * its union of a dozen sources took PostgreSQL 2–9 ms to plan on every page, against well under a millisecond to
 * run; prepared, each connection plans it a few times and then keeps a plan made for any customer
 * (docs/adr/0055-staff-reads-at-scale.md#timeline-prepared).
 */
function buildTimelineQuery(db: Database, kinds: readonly TimelineKind[], later: boolean, name: string) {
  const sources = timelineSources(sql.placeholder("userId"), sql.placeholder("mail"));
  // Each source named the same way, so the union's columns don't depend on which kind comes first.
  const union = sql.join(
    kinds
      .flatMap((kind) => sources[kind])
      .map((source, index) => sql`select * from (${source}) as ${sql.raw(`s${index}`)}(at, kind, key, data)`),
    sql` union all `,
  );
  const older = later
    ? sql`(t.at, t.key) < (${sql.placeholder("beforeAt")}::timestamptz, ${sql.placeholder("beforeKey")}::text)`
    : sql`true`;
  return db
    .select({
      at: sql<string>`to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      kind: sql<TimelineKind>`t.kind`,
      key: sql<string>`t.key`,
      data: sql<Record<string, unknown> | string>`t.data`,
    })
    .from(sql`(${union}) as t`)
    .where(sql`t.at is not null and ${older}`)
    .orderBy(sql`t.at desc`, sql`t.key desc`)
    .limit(TIMELINE_PAGE_SIZE + 1)
    .prepare(name);
}

const timelineQueries = new Map<string, ReturnType<typeof preparedQuery<ReturnType<typeof buildTimelineQuery>>>>();

function timelineQuery(db: Database, kinds: readonly TimelineKind[], later: boolean) {
  // A statement's name stands for its text: the kinds as a bit set, and whether it starts after a position.
  const mask = TIMELINE_KINDS.reduce((bits, kind, bit) => (kinds.includes(kind) ? bits | (1 << bit) : bits), 0);
  const name = `investar_customer_timeline_${mask}_${later ? "later" : "first"}`;
  let query = timelineQueries.get(name);
  if (!query) timelineQueries.set(name, (query = preparedQuery((each) => buildTimelineQuery(each, kinds, later, name))));
  return query(db);
}

/**
 * GetCustomerTimeline (docs/business-rules.md#customer-timeline): everything that happened to one customer,
 * newest first, TIMELINE_PAGE_SIZE a page, by keyset — strictly older than the last entry of the page
 * before (its time, then its key) — so entries added while staff read never shift a page.
 */
export async function getCustomerTimeline(
  deps: AppDeps,
  userId: number,
  options: { before: string | null; kinds: TimelineKind[] },
): Promise<TimelinePage> {
  const cursor = options.before === null ? null : decodeTimelineCursor(options.before);
  if (options.before !== null && cursor === null) throw badRequest("before must be the next-page token of an earlier answer.");
  const [user] = await deps.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw notFound(`There is no user ${userId}.`);
  const kinds = options.kinds.length === 0 ? TIMELINE_KINDS : TIMELINE_KINDS.filter((kind) => options.kinds.includes(kind));
  const rows = await timelineQuery(deps.db, kinds, cursor !== null).execute({
    userId,
    mail: user.email.trim().toLowerCase(),
    ...(cursor ? { beforeAt: cursor.at, beforeKey: cursor.key } : {}),
  });
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    entries: page.map((row) => toTimelineEntry({ ...row, data: typeof row.data === "string" ? JSON.parse(row.data) : row.data })),
    next: rows.length > TIMELINE_PAGE_SIZE && last ? encodeTimelineCursor({ at: last.at, key: last.key }) : null,
  };
}
