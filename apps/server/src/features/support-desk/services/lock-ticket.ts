import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { SupportTicket } from "@investar/db/schema/support-desk";
import type { Transaction } from "../../../database/transaction.ts";
import { notFound } from "../../../errors.ts";

/** The ticket, locked for this transaction: two people writing on it at once each see the other's state change. */
export async function lockTicket(tx: Transaction, ticketId: number): Promise<SupportTicket> {
  const [ticket] = await tx.select().from(schema.supportTickets).where(eq(schema.supportTickets.id, ticketId)).for("update");
  if (!ticket) throw notFound(`There is no ticket ${ticketId}.`);
  return ticket;
}
