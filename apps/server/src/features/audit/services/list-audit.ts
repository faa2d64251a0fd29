import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import {
  addDays,
  AUDIT_NUMBERED_PAGES,
  containsPattern,
  DEFAULT_PAGE_SIZE,
  formatKeysetCursor,
  indiaDayStart,
  pageWindow,
  type KeysetCursor,
  type AuditEntryView,
  type AuditFilter,
  type AuditPage,
} from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { cursorTime, newerThan, olderThan } from "../../../database/keyset.ts";
import type { AppDeps } from "../../../deps.ts";
import { countAudit } from "./count-audit.ts";
import { findAuditActions } from "./find-audit-actions.ts";

const a = schema.auditLog;
const actor = schema.users;

/**
 * The WHERE of an audit filter. `actor` is a user id or part of the actor's email; `action` and `subject`
 * match anywhere ("coupon" finds every coupon row), the action through `actions`, the ones findAuditActions
 * matched (null: no action filter); `from`/`to` are India days, both included.
 */
export function auditConditions(filter: AuditFilter, actions: readonly string[] | null): SQL | undefined {
  const conditions: SQL[] = [];
  const who = filter.actor?.trim();
  if (who) conditions.push(/^\d{1,10}$/.test(who) ? eq(a.actorId, Number(who)) : ilike(actor.email, containsPattern(who.toLowerCase())));
  if (actions) conditions.push(actions.length === 0 ? sql`false` : inArray(a.action, [...actions]));
  if (filter.subject?.trim()) conditions.push(ilike(a.subject, containsPattern(filter.subject.trim())));
  if (filter.from) conditions.push(gte(a.at, indiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(a.at, indiaDayStart(addDays(filter.to, 1))));
  if (filter.userId !== undefined) conditions.push(or(eq(a.subject, `user:${filter.userId}`), eq(a.actorId, filter.userId))!);
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** Audit rows with their actor's email, newest first; the caller adds the WHERE, the paging or the cursor. */
export function selectAuditEntries(db: Executor) {
  return db
    .select({ id: a.id, at: a.at, actorId: a.actorId, actorEmail: actor.email, action: a.action, subject: a.subject, details: a.details })
    .from(a)
    .leftJoin(actor, eq(actor.id, a.actorId));
}

export const toAuditView = (row: Omit<AuditEntryView, "at"> & { at: Date }): AuditEntryView => ({ ...row, at: row.at.toISOString() });

/** Which page: by number (the first AUDIT_NUMBERED_PAGES), or after / before a keyset position (ADR 0063). */
export type AuditPosition = { page: number } | { older: KeysetCursor } | { newer: KeysetCursor };

/**
 * ListAudit: one page (10) of the audit log, newest first. By number, a page past the end shows the last one, and
 * no page is deeper than AUDIT_NUMBERED_PAGES; by cursor, the 10 entries older or newer than a position, read from
 * the (at, id) index after it (ADR 0063), so page 2,000 costs what page 1 does. The page's ids are found first, on
 * the index alone, and only its 10 rows are read and joined to their actor (ADR 0055).
 */
export async function listAudit(deps: AppDeps, filter: AuditFilter, position: AuditPosition | number): Promise<AuditPage> {
  const at = typeof position === "number" ? { page: position } : position;
  const actions = await findAuditActions(deps.db, filter.action);
  const where = auditConditions(filter, actions);
  const total = await countAudit(deps.db, filter, actions, where);
  const byActorEmail = Boolean(filter.actor?.trim()) && !/^\d{1,10}$/.test(filter.actor!.trim());
  const ids = deps.db.select({ id: a.id, position: cursorTime(a.at) }).from(a);
  const joined = byActorEmail ? ids.leftJoin(actor, eq(actor.id, a.actorId)) : ids;
  const cursorOf = (row: { id: number; position: string } | undefined) =>
    row ? formatKeysetCursor({ at: row.position, id: row.id, kind: "" }) : null;

  let found: Array<{ id: number; position: string }>;
  let older: string | null;
  let newer: string | null;
  let page = 0;
  if ("page" in at) {
    const pager = pageWindow(total, Math.min(at.page, AUDIT_NUMBERED_PAGES), DEFAULT_PAGE_SIZE);
    page = pager.page;
    found = await joined
      .where(where)
      .orderBy(desc(a.at), desc(a.id))
      .limit(DEFAULT_PAGE_SIZE)
      .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
    older = pager.page < pager.pageCount ? cursorOf(found.at(-1)) : null;
    newer = pager.page > 1 ? cursorOf(found[0]) : null;
  } else if ("older" in at) {
    const rows = await joined
      .where(and(where, olderThan(a.at, a.id, at.older)))
      .orderBy(desc(a.at), desc(a.id))
      .limit(DEFAULT_PAGE_SIZE + 1);
    found = rows.slice(0, DEFAULT_PAGE_SIZE);
    older = rows.length > DEFAULT_PAGE_SIZE ? cursorOf(found.at(-1)) : null;
    newer = cursorOf(found[0]);
  } else {
    // Newer entries are read oldest first from the position, then shown newest first.
    const rows = await joined
      .where(and(where, newerThan(a.at, a.id, at.newer)))
      .orderBy(asc(a.at), asc(a.id))
      .limit(DEFAULT_PAGE_SIZE + 1);
    found = rows.slice(0, DEFAULT_PAGE_SIZE).reverse();
    newer = rows.length > DEFAULT_PAGE_SIZE ? cursorOf(found[0]) : null;
    older = cursorOf(found.at(-1));
  }
  const rows =
    found.length === 0
      ? []
      : await selectAuditEntries(deps.db)
          .where(
            inArray(
              a.id,
              found.map((row) => row.id),
            ),
          )
          .orderBy(desc(a.at), desc(a.id));
  return { entries: rows.map(toAuditView), total, page, pageSize: DEFAULT_PAGE_SIZE, older, newer };
}
