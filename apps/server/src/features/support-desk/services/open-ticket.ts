import { eq, sql } from "drizzle-orm";
import { TICKET_SUBJECT_MAX, type TicketKind, type TicketState } from "@investar/core";
import { schema } from "@investar/db";
import type { TicketAttachment } from "@investar/db/schema/support-desk";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";

export interface NewTicket {
  /** The reference the customer was given (SR-000042, DPR-000042): the ticket keeps it. */
  reference: string;
  kind: TicketKind;
  subject: string;
  /** The logged-in sender, or null: then the account whose address `email` is, if any. */
  userId: number | null;
  email: string | null;
  name?: string | null;
  /** The first message: what the customer wrote. */
  body: string;
  attachments?: TicketAttachment[];
  /** The logged-in customer who wrote it. */
  authorId?: number | null;
  supportMessageId?: number | null;
  privacyRequestId?: number | null;
  /** A mail's Message-ID and the inbound provider's id, for a ticket a mail started. */
  mailMessageId?: string | null;
  providerMessageId?: string | null;
  /** Default new; a request the site carried out at once (a nomination recorded) is opened resolved. */
  state?: TicketState;
}

/** The account whose address this is (docs/business-rules.md#support-desk): a ticket from it is that customer's. */
export async function accountOfEmail(tx: Transaction, email: string | null): Promise<number | null> {
  if (!email) return null;
  const [user] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user?.id ?? null;
}

/**
 * Opens a ticket with its first message inside the caller's transaction (ADR 0054): every support form, privacy
 * request and unknown mail comes through here, so each reaches the desk's queue. Returns the ticket's id.
 */
export async function openTicket(deps: Pick<AppDeps, "now">, tx: Transaction, ticket: NewTicket): Promise<number> {
  const now = deps.now();
  const userId = ticket.userId ?? (await accountOfEmail(tx, ticket.email));
  const subject = ticket.subject.trim().slice(0, TICKET_SUBJECT_MAX) || "(no subject)";
  const [row] = await tx
    .insert(schema.supportTickets)
    .values({
      reference: ticket.reference,
      kind: ticket.kind,
      subject,
      state: ticket.state ?? "new",
      userId,
      email: ticket.email?.trim() || null,
      name: ticket.name ?? null,
      supportMessageId: ticket.supportMessageId ?? null,
      privacyRequestId: ticket.privacyRequestId ?? null,
      createdAt: now,
      lastActivityAt: now,
      updatedAt: now,
    })
    .returning({ id: schema.supportTickets.id });
  await tx.insert(schema.supportTicketMessages).values({
    ticketId: row!.id,
    kind: "customer",
    authorId: ticket.authorId ?? null,
    fromEmail: ticket.email?.trim() || null,
    body: ticket.body,
    attachments: ticket.attachments ?? [],
    mailMessageId: ticket.mailMessageId ?? null,
    providerMessageId: ticket.providerMessageId ?? null,
    at: now,
  });
  return row!.id;
}
