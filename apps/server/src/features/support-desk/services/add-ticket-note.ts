import { eq } from "drizzle-orm";
import { checkTicketText } from "@investar/core";
import type { AdminTicketView } from "@investar/contract/pages/support-desk";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { lockTicket } from "./lock-ticket.ts";
import { requireSupportTicket } from "./get-support-ticket.ts";

/** An internal note on a ticket (docs/business-rules.md#support-desk): for staff only, never mailed or shown to the customer; audited. */
export async function addTicketNote(deps: AppDeps, actorId: number, ticketId: number, text: string): Promise<AdminTicketView> {
  const checked = checkTicketText(text);
  if (!checked.ok) throw badRequest(checked.message, { body: [checked.message] });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    const [row] = await tx
      .insert(schema.supportTicketMessages)
      .values({ ticketId: ticket.id, kind: "note", authorId: actorId, body: checked.text, at: now })
      .returning({ id: schema.supportTicketMessages.id });
    await tx.update(schema.supportTickets).set({ updatedAt: now }).where(eq(schema.supportTickets.id, ticket.id));
    await writeAudit(tx, {
      actorId,
      action: "support-ticket-note-added",
      subject: `ticket:${ticket.reference}`,
      details: { ticketId: ticket.id, messageId: row!.id },
      at: now,
    });
  });
  return requireSupportTicket(deps, ticketId);
}
