import { asc, eq, inArray } from "drizzle-orm";
import type { TicketKind, TicketMessageKind, TicketPriority, TicketState } from "@investar/core";
import type {
  AdminTicketView,
  MyTicketSummaryView,
  MyTicketView,
  TicketSummaryView,
  TicketMessageView,
} from "@investar/contract/pages/support-desk";
import { schema, type Executor } from "@investar/db";
import type { SupportTicket } from "@investar/db/schema/support-desk";

const t = schema.supportTickets;
const m = schema.supportTicketMessages;

/** The ticket as the queue lists it; `people` holds the assignees by id. */
export function ticketSummary(row: SupportTicket, people: Map<number, { name: string; email: string }>): TicketSummaryView {
  const assignee = row.assigneeId === null ? undefined : people.get(row.assigneeId);
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as TicketKind,
    subject: row.subject,
    state: row.state as TicketState,
    priority: row.priority as TicketPriority,
    customer: { userId: row.userId, email: row.email, name: row.name },
    assignee: assignee && row.assigneeId !== null ? { userId: row.assigneeId, ...assignee } : null,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

export const mySummary = (row: SupportTicket): MyTicketSummaryView => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind as TicketKind,
  subject: row.subject,
  state: row.state as TicketState,
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt.toISOString(),
});

/** Names and addresses of these accounts, by id. */
export async function peopleById(db: Executor, ids: (number | null)[]): Promise<Map<number, { name: string; email: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.users.id, name: schema.users.fullName, email: schema.users.email })
    .from(schema.users)
    .where(inArray(schema.users.id, wanted));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

/** A ticket's messages, oldest first; `forCustomer` leaves the internal notes out and names staff only as "Investar support". */
async function threadOf(db: Executor, ticket: SupportTicket, forCustomer: boolean): Promise<TicketMessageView[]> {
  const rows = await db.select().from(m).where(eq(m.ticketId, ticket.id)).orderBy(asc(m.at), asc(m.id));
  const shown = forCustomer ? rows.filter((row) => row.kind !== "note") : rows;
  const people = await peopleById(
    db,
    shown.map((row) => row.authorId),
  );
  return shown.map((row) => {
    const person = row.authorId === null ? undefined : people.get(row.authorId);
    const author =
      row.kind === "customer"
        ? (person?.email ?? row.fromEmail ?? "Customer")
        : forCustomer
          ? "Investar support"
          : (person?.name ?? "A former staff member");
    return {
      id: row.id,
      kind: row.kind as TicketMessageKind,
      author,
      body: row.body,
      attachments: row.attachments.map((a, index) => ({ index, sentAs: a.sentAs, contentType: a.contentType, bytes: a.bytes })),
      at: row.at.toISOString(),
    };
  });
}

export async function findTicket(db: Executor, ticketId: number): Promise<SupportTicket | null> {
  const [row] = await db.select().from(t).where(eq(t.id, ticketId));
  return row ?? null;
}

/** The whole ticket as staff see it: every message, internal notes included. */
export async function adminTicketView(db: Executor, ticket: SupportTicket): Promise<AdminTicketView> {
  const people = await peopleById(db, [ticket.assigneeId]);
  return { ...ticketSummary(ticket, people), messages: await threadOf(db, ticket, false), privacyRequestId: ticket.privacyRequestId };
}

/** The ticket as its customer sees it: no notes, no assignee, no priority. */
export async function myTicketView(db: Executor, ticket: SupportTicket): Promise<MyTicketView> {
  return { ...mySummary(ticket), messages: await threadOf(db, ticket, true) };
}
