import { and, asc, eq, isNotNull } from "drizzle-orm";
import { checkTicketText, replySubject, stateAfterMessage, ticketMessageId, type TicketState } from "@investar/core";
import type { AdminTicketView } from "@investar/contract/pages/support-desk";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { ticketReplyMail } from "../../../integrations/mail/support-desk-mails.ts";
import { recipientLanguage } from "../../../integrations/mail/recipient-language.ts";
import { writeAudit } from "../../audit/index.ts";
import { lockTicket } from "./lock-ticket.ts";
import { requireSupportTicket } from "./get-support-ticket.ts";

export const NO_ADDRESS = "This ticket has no address to reply to (anonymous feedback): add an internal note instead.";
const m = schema.supportTicketMessages;

/** The domain our Message-IDs are made under: the support address's, so they are ours (ADR 0054). */
export const messageIdDomain = (supportEmail: string) => supportEmail.split("@")[1] ?? "investarindia.com";

/**
 * A staff reply (docs/business-rules.md#support-desk): kept on the ticket, mailed to the customer through the
 * outbox from the support address with the reference in the subject and threading headers, the ticket moved to
 * "waiting on customer", and the reply audited — all in one transaction.
 */
export async function replyToTicket(deps: AppDeps, actorId: number, ticketId: number, text: string): Promise<AdminTicketView> {
  const checked = checkTicketText(text);
  if (!checked.ok) throw badRequest(checked.message, { body: [checked.message] });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket.email) throw badRequest(NO_ADDRESS, { body: [NO_ADDRESS] });
    const thread = await tx
      .select({ kind: m.kind, mailMessageId: m.mailMessageId })
      .from(m)
      .where(and(eq(m.ticketId, ticket.id), isNotNull(m.mailMessageId)))
      .orderBy(asc(m.at), asc(m.id));
    const [row] = await tx
      .insert(m)
      .values({ ticketId: ticket.id, kind: "reply", authorId: actorId, body: checked.text, at: now })
      .returning({ id: m.id });
    const messageId = ticketMessageId(ticket.reference, row!.id, messageIdDomain(deps.config.supportEmail));
    await tx.update(m).set({ mailMessageId: messageId }).where(eq(m.id, row!.id));
    const lastFromCustomer = thread.filter((message) => message.kind === "customer").at(-1)?.mailMessageId ?? null;
    await enqueueMail(
      tx,
      ticketReplyMail({
        to: ticket.email,
        name: ticket.name,
        language: await recipientLanguage(tx, { userId: ticket.userId, email: ticket.email }),
        subject: replySubject(ticket.subject, ticket.reference),
        reference: ticket.reference,
        body: checked.text,
        supportAddress: deps.config.supportEmail,
        messageId,
        inReplyTo: lastFromCustomer ?? thread.at(-1)?.mailMessageId ?? null,
        references: thread.map((message) => message.mailMessageId!).slice(-20),
        ticketUrl: ticket.userId !== null ? `${deps.config.publicUrl}/my-investar/support/${ticket.id}` : null,
      }),
    );
    const state = stateAfterMessage(ticket.state as TicketState, "reply");
    await tx
      .update(schema.supportTickets)
      .set({ state, lastActivityAt: now, updatedAt: now })
      .where(eq(schema.supportTickets.id, ticket.id));
    await writeAudit(tx, {
      actorId,
      action: "support-ticket-replied",
      subject: `ticket:${ticket.reference}`,
      details: { ticketId: ticket.id, messageId: row!.id, to: ticket.email, before: ticket.state, after: state },
      at: now,
    });
  });
  deps.mail.nudge();
  return requireSupportTicket(deps, ticketId);
}
