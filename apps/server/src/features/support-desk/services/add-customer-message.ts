import { eq } from "drizzle-orm";
import { stateAfterMessage, type TicketState } from "@investar/core";
import { schema } from "@investar/db";
import type { SupportTicket, TicketAttachment } from "@investar/db/schema/support-desk";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";

export interface CustomerMessage {
  body: string;
  authorId?: number | null;
  fromEmail?: string | null;
  attachments?: TicketAttachment[];
  mailMessageId?: string | null;
  providerMessageId?: string | null;
}

/**
 * What the customer wrote (a mail, or the account page) goes onto the locked ticket and opens it again
 * (docs/business-rules.md#support-desk). Returns the message's id, or null when the provider's id was stored
 * before: a retried delivery adds nothing.
 */
export async function addCustomerMessage(
  deps: Pick<AppDeps, "now">,
  tx: Transaction,
  ticket: SupportTicket,
  message: CustomerMessage,
): Promise<number | null> {
  const now = deps.now();
  const [row] = await tx
    .insert(schema.supportTicketMessages)
    .values({
      ticketId: ticket.id,
      kind: "customer",
      authorId: message.authorId ?? null,
      fromEmail: message.fromEmail ?? null,
      body: message.body,
      attachments: message.attachments ?? [],
      mailMessageId: message.mailMessageId ?? null,
      providerMessageId: message.providerMessageId ?? null,
      at: now,
    })
    .onConflictDoNothing()
    .returning({ id: schema.supportTicketMessages.id });
  if (!row) return null;
  await tx
    .update(schema.supportTickets)
    .set({ state: stateAfterMessage(ticket.state as TicketState, "customer"), lastActivityAt: now, updatedAt: now })
    .where(eq(schema.supportTickets.id, ticket.id));
  return row.id;
}
