import { eq, sql } from "drizzle-orm";
import { decodeTimelineCursor, encodeTimelineCursor, TIMELINE_KINDS, TIMELINE_PAGE_SIZE, type TimelineKind } from "@investar/core";
import { schema } from "@investar/db";
import type { TimelinePage } from "@investar/contract/pages/customer-timeline";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { timelineSources } from "./timeline-sources.ts";
import { toTimelineEntry } from "./timeline-entry.ts";
import { rowsOf } from "../../../database/statement-rows.ts";

interface Row {
  at: string;
  kind: TimelineKind;
  key: string;
  data: Record<string, unknown> | string;
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
  const sources = timelineSources(userId, user.email);
  // Each source named the same way, so the union's columns don't depend on which kind comes first.
  const union = sql.join(
    kinds
      .flatMap((kind) => sources[kind])
      .map((source, index) => sql`select * from (${source}) as ${sql.raw(`s${index}`)}(at, kind, key, data)`),
    sql` union all `,
  );
  const older = cursor === null ? sql`true` : sql`(t.at, t.key) < (${cursor.at}::timestamptz, ${cursor.key})`;
  const result = await deps.db.execute(sql`
    select to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, t.kind, t.key, t.data
    from (${union}) as t
    where t.at is not null and ${older}
    order by t.at desc, t.key desc
    limit ${TIMELINE_PAGE_SIZE + 1}`);
  const rows = rowsOf<Row>(result);
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    entries: page.map((row) => toTimelineEntry({ ...row, data: typeof row.data === "string" ? JSON.parse(row.data) : row.data })),
    next: rows.length > TIMELINE_PAGE_SIZE && last ? encodeTimelineCursor({ at: last.at, key: last.key }) : null,
  };
}
