import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import {
  addDays,
  containsPattern,
  DEFAULT_PAGE_SIZE,
  indiaDayStart,
  pageWindow,
  type AuditEntryView,
  type AuditFilter,
  type AuditPage,
} from "@investar/core";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { countAudit } from "./count-audit.ts";

const a = schema.auditLog;
const actor = schema.users;

/**
 * The WHERE of an audit filter. `actor` is a user id or part of the actor's email; `action` and `subject`
 * match anywhere ("coupon" finds every coupon row); `from`/`to` are India days, both included.
 */
export function auditConditions(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const who = filter.actor?.trim();
  if (who) conditions.push(/^\d{1,10}$/.test(who) ? eq(a.actorId, Number(who)) : ilike(actor.email, containsPattern(who.toLowerCase())));
  if (filter.action?.trim()) conditions.push(ilike(a.action, containsPattern(filter.action.trim())));
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

/**
 * ListAudit: one page (10) of the audit log, newest first; a page past the end shows the last one. The page's
 * ids are found first, on the (at, id) index alone, and only its 10 rows are read and joined to their actor
 * (ADR 0055): a deep page skips index entries, not rows and joins.
 */
export async function listAudit(deps: AppDeps, filter: AuditFilter, requestedPage: number): Promise<AuditPage> {
  const where = auditConditions(filter);
  const total = await countAudit(deps.db, filter, where);
  const pager = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const byActorEmail = Boolean(filter.actor?.trim()) && !/^\d{1,10}$/.test(filter.actor!.trim());
  const ids = deps.db.select({ id: a.id }).from(a);
  const pageIds = (byActorEmail ? ids.leftJoin(actor, eq(actor.id, a.actorId)) : ids)
    .where(where)
    .orderBy(desc(a.at), desc(a.id))
    .limit(DEFAULT_PAGE_SIZE)
    .offset((pager.page - 1) * DEFAULT_PAGE_SIZE);
  const rows = await selectAuditEntries(deps.db).where(inArray(a.id, pageIds)).orderBy(desc(a.at), desc(a.id));
  return { entries: rows.map(toAuditView), total, page: pager.page, pageSize: DEFAULT_PAGE_SIZE };
}
