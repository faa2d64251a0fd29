import { and, asc, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { PRIVACY_REQUEST_LIMIT_DAYS, type PrivacyRequestState } from "@investar/core";
import type { AdminPrivacyQueue, PrivacyQueueFilter, PrivacyRequestEventView } from "@investar/contract/pages/privacy-requests";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { privacyRequestView } from "./privacy-request-view.ts";

const QUEUE_LIMIT = 200;
const OPEN: PrivacyRequestState[] = ["new", "in-progress"];
const CLOSED: PrivacyRequestState[] = ["done", "rejected"];
const requests = schema.privacyRequests;

/** Details as the queue prints them: each field's text, whatever its type. */
const detailText = (details: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(details).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]));

/**
 * /admin/privacy (ADR 0051): every kind of request in one queue, the open ones most urgent first with the overdue
 * flagged, each with its customer, assignee and history.
 */
export async function listPrivacyRequests(deps: AppDeps, filter: PrivacyQueueFilter): Promise<AdminPrivacyQueue> {
  const now = deps.now();
  const open = inArray(requests.state, OPEN);
  const overdue = and(open, lt(requests.dueAt, now));
  const shown: Record<PrivacyQueueFilter["show"], SQL | undefined> = {
    open,
    overdue,
    closed: inArray(requests.state, CLOSED),
    all: undefined,
  };
  const where = and(shown[filter.show], filter.kind ? eq(requests.kind, filter.kind) : undefined);
  const byUrgency = filter.show === "open" || filter.show === "overdue";
  const rows = await deps.db
    .select()
    .from(requests)
    .where(where)
    .orderBy(...(byUrgency ? [asc(requests.dueAt), asc(requests.id)] : [desc(requests.id)]))
    .limit(QUEUE_LIMIT);

  const limitPassed = new Date(now.getTime() - PRIVACY_REQUEST_LIMIT_DAYS * 86_400_000);
  const [counts] = await deps.db
    .select({
      open: sql<number>`count(*) filter (where ${open})::int`,
      overdue: sql<number>`count(*) filter (where ${overdue})::int`,
      pastLimit: sql<number>`count(*) filter (where ${and(open, lt(requests.receivedAt, limitPassed))})::int`,
    })
    .from(requests);

  const ids = rows.map((row) => row.id);
  const events =
    ids.length === 0
      ? []
      : await deps.db
          .select({ event: schema.privacyRequestEvents, actorName: schema.users.fullName })
          .from(schema.privacyRequestEvents)
          .leftJoin(schema.users, eq(schema.users.id, schema.privacyRequestEvents.actorId))
          .where(inArray(schema.privacyRequestEvents.requestId, ids))
          .orderBy(schema.privacyRequestEvents.id);
  const assigneeIds = [...new Set(rows.flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId])))];
  const assignees =
    assigneeIds.length === 0
      ? []
      : await deps.db
          .select({ id: schema.users.id, name: schema.users.fullName })
          .from(schema.users)
          .where(inArray(schema.users.id, assigneeIds));

  return {
    filter,
    limit: QUEUE_LIMIT,
    counts: counts ?? { open: 0, overdue: 0, pastLimit: 0 },
    requests: rows.map((row) => {
      const assignee = assignees.find((a) => a.id === row.assigneeId);
      return {
        ...privacyRequestView(row, now),
        customer: { userId: row.userId, email: row.email, name: row.name },
        assignee: assignee ? { userId: assignee.id, name: assignee.name } : null,
        details: detailText(row.details),
        history: events
          .filter(({ event }) => event.requestId === row.id)
          .map(({ event, actorName }): PrivacyRequestEventView => ({
            at: event.at.toISOString(),
            actor:
              event.actorId === null ? (event.action === "filed" ? "Customer" : "Site") : `${actorName ?? "Staff"} (#${event.actorId})`,
            action: event.action as PrivacyRequestEventView["action"],
            fromState: event.fromState as PrivacyRequestState | null,
            toState: event.toState as PrivacyRequestState | null,
            note: event.note,
            mailed: event.mailed,
          })),
      };
    }),
  };
}
