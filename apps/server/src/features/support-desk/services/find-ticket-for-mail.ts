import { eq, inArray, sql } from "drizzle-orm";
import { messageIdsIn, referenceInSubject, referencesInThreadHeaders } from "@investar/core";
import { schema } from "@investar/db";
import type { SupportTicket } from "@investar/db/schema/support-desk";
import type { Transaction } from "../../../database/transaction.ts";
import type { InboundMail } from "../../../integrations/mail/mailgun-inbound.ts";

const t = schema.supportTickets;

/** Whether the sender may write on this ticket: its own address, or the address of the account it belongs to. */
async function isTicketsSender(tx: Transaction, ticket: SupportTicket, from: string): Promise<boolean> {
  if (ticket.email && ticket.email.trim().toLowerCase() === from) return true;
  if (ticket.userId === null) return false;
  const [owner] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`${schema.users.id} = ${ticket.userId} and lower(${schema.users.email}) = ${from}`);
  return !!owner;
}

/**
 * ADR 0054's threading: the reference in the subject ("Re: … [SR-000042]"), else a reference named by one of our
 * Message-IDs in In-Reply-To/References, else a Message-ID of the thread we stored. A ticket found is used only when
 * the mail comes from its sender's (or its account's) address: anyone else quoting a reference starts a ticket of
 * their own, so nobody can write into another customer's conversation.
 */
export async function findTicketForMail(tx: Transaction, mail: InboundMail, from: string): Promise<SupportTicket | null> {
  const references = [referenceInSubject(mail.subject), ...referencesInThreadHeaders(mail.inReplyTo, mail.references)].filter(
    (r): r is string => r !== null,
  );
  const candidates: SupportTicket[] = [];
  if (references.length > 0) {
    const rows = await tx.select().from(t).where(inArray(t.reference, references));
    for (const reference of references) {
      const row = rows.find((r) => r.reference === reference);
      if (row) candidates.push(row);
    }
  }
  const ids = messageIdsIn(mail.inReplyTo, mail.references).slice(-50);
  if (ids.length > 0) {
    const rows = await tx
      .select({ ticket: t })
      .from(schema.supportTicketMessages)
      .innerJoin(t, eq(t.id, schema.supportTicketMessages.ticketId))
      .where(inArray(schema.supportTicketMessages.mailMessageId, ids));
    candidates.push(...rows.map((row) => row.ticket));
  }
  for (const ticket of candidates) if (await isTicketsSender(tx, ticket, from)) return ticket;
  return null;
}
