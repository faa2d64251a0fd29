import { inArray, or, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";

/**
 * For the erasure of an account (ADR 0050, ADR 0054): the tickets a batch of accounts sent — linked to it or from its address — go with
 * their whole thread, as its support messages do. Returns the stored names of their attachments, for the caller to
 * remove from the file store once its transaction has committed.
 */
export async function forgetTicketSenders(tx: Transaction, senders: ReadonlyArray<{ userId: number; email: string }>): Promise<string[]> {
  if (senders.length === 0) return [];
  const t = schema.supportTickets;
  const tickets = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      or(
        inArray(
          t.userId,
          senders.map((sender) => sender.userId),
        ),
        inArray(
          sql`lower(${t.email})`,
          senders.map((sender) => sender.email.trim().toLowerCase()),
        ),
      ),
    );
  if (tickets.length === 0) return [];
  const ids = tickets.map((ticket) => ticket.id);
  const messages = await tx
    .select({ attachments: schema.supportTicketMessages.attachments })
    .from(schema.supportTicketMessages)
    .where(inArray(schema.supportTicketMessages.ticketId, ids));
  // The thread's messages go with their ticket (on delete cascade).
  await tx.delete(t).where(inArray(t.id, ids));
  return messages.flatMap((message) => message.attachments.map((attachment) => attachment.storedName));
}
