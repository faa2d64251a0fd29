import { and, asc, count, eq, inArray, isNull, ne, type SQL } from "drizzle-orm";
import { TICKET_STATES, type TicketState } from "@investar/core";
import type { SupportQueueFilter, SupportQueueView } from "@investar/contract/pages/support-desk";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { peopleById, ticketSummary } from "./ticket-views.ts";

export const QUEUE_PAGE_SIZE = 50;
const t = schema.supportTickets;

/**
 * /admin/support (docs/business-rules.md#support-desk): the tickets the filter names, oldest first so nobody waits
 * longest by accident, and how many are in each state (under the same priority, kind and assignee filter).
 */
export async function listSupportTickets(deps: AppDeps, filter: SupportQueueFilter): Promise<SupportQueueView> {
  const others: (SQL | undefined)[] = [
    filter.priority ? eq(t.priority, filter.priority) : undefined,
    filter.kind ? eq(t.kind, filter.kind) : undefined,
    filter.assignee === "none" ? isNull(t.assigneeId) : filter.assignee !== null ? eq(t.assigneeId, filter.assignee) : undefined,
  ];
  const state =
    filter.state === "all" ? undefined : filter.state ? eq(t.state, filter.state) : ne(t.state, "resolved" satisfies TicketState);
  const where = and(state, ...others);
  const page = Math.max(1, filter.page);
  const [rows, [total], byState] = await Promise.all([
    deps.db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    deps.db.select({ n: count() }).from(t).where(where),
    deps.db
      .select({ state: t.state, n: count() })
      .from(t)
      .where(and(...others))
      .groupBy(t.state),
  ]);
  const people = await peopleById(
    deps.db,
    rows.map((row) => row.assigneeId),
  );
  const counts = Object.fromEntries(TICKET_STATES.map((s) => [s, byState.find((row) => row.state === s)?.n ?? 0])) as Record<
    TicketState,
    number
  >;
  return { tickets: rows.map((row) => ticketSummary(row, people)), total: total?.n ?? 0, page, pageSize: QUEUE_PAGE_SIZE, counts };
}

/** Who a ticket can be assigned to: the accounts holding one of the configured admin roles. */
export async function listSupportStaff(deps: AppDeps) {
  return deps.db
    .select({ userId: schema.users.id, name: schema.users.fullName, email: schema.users.email })
    .from(schema.users)
    .where(inArray(schema.users.role, deps.config.adminRoles))
    .orderBy(asc(schema.users.fullName), asc(schema.users.id))
    .limit(500);
}
