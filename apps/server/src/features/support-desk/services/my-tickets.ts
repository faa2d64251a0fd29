import { and, desc, eq } from "drizzle-orm";
import type { MyTicketSummaryView, MyTicketView } from "@investar/contract/pages/support-desk";
import { schema, type Executor } from "@investar/db";
import type { SupportTicket } from "@investar/db/schema/support-desk";
import type { AppDeps } from "../../../deps.ts";
import { mySummary, myTicketView } from "./ticket-views.ts";

const t = schema.supportTickets;

/**
 * docs/business-rules.md#support-desk: a customer's tickets are those linked to their account — made while logged in,
 * or from their address when the ticket was opened. (A ticket from an address is linked when it is opened; one sent
 * before the account existed stays the address's.)
 */
const ownedBy = (userId: number) => eq(t.userId, userId);

/** /my-investar/support: the customer's tickets, latest activity first. */
export async function listMyTickets(deps: AppDeps, userId: number): Promise<MyTicketSummaryView[]> {
  const rows = await deps.db.select().from(t).where(ownedBy(userId)).orderBy(desc(t.lastActivityAt), desc(t.id)).limit(500);
  return rows.map(mySummary);
}

/** The ticket if it is this customer's; null for anyone else's (the same answer as no ticket, so ids cannot be probed). */
export async function findMyTicket(db: Executor, userId: number, ticketId: number): Promise<SupportTicket | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, ticketId), ownedBy(userId)));
  return row ?? null;
}

export async function getMyTicket(deps: AppDeps, userId: number, ticketId: number): Promise<MyTicketView | null> {
  const ticket = await findMyTicket(deps.db, userId, ticketId);
  return ticket ? myTicketView(deps.db, ticket) : null;
}
