import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { addressInFrom, isAutomatedSender, supportReference, TICKET_TEXT_MAX } from "@investar/core";
import { isUniqueViolation, schema } from "@investar/db";
import type { TicketAttachment } from "@investar/db/schema/support-desk";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import type { InboundMail } from "../../../integrations/mail/mailgun-inbound.ts";
import { supportConfirmationMail } from "../../../integrations/mail/support-mails.ts";
import { recipientLanguage } from "../../../integrations/mail/recipient-language.ts";
import { ATTACHMENT_KINDS, detectFileType } from "../../../integrations/storage/file-types.ts";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  attachmentWrongType,
  MAX_ATTACHMENTS,
} from "../../../integrations/storage/support-attachments.ts";
import { removeUpload, storeUpload } from "../../../integrations/storage/upload-store.ts";
import { mailHit, takeLimits } from "../../messaging/index.ts";
import { addCustomerMessage } from "./add-customer-message.ts";
import { findTicketForMail } from "./find-ticket-for-mail.ts";
import { lockTicket } from "./lock-ticket.ts";
import { openTicket } from "./open-ticket.ts";

export interface InboundFile {
  fileName: string;
  data: Buffer;
  /** Cut off at the size limit while it was read. */
  truncated: boolean;
}

export interface ReceivedMail {
  ticketId: number;
  reference: string;
  /** False when this delivery was stored before (a retried webhook). */
  stored: boolean;
  /** A new ticket was opened for it. */
  opened: boolean;
}

export const NO_SENDER = "The mail has no sender address to answer.";
export const FROM_OURSELVES = "The mail comes from the support address itself.";

/** The provider's id for the delivery: the mail's Message-ID, else a digest of what makes it this mail. */
const deliveryId = (mail: InboundMail, from: string) =>
  mail.messageId ?? `sha256:${createHash("sha256").update(`${from}\n${mail.subject}\n${mail.text}`).digest("hex")}`;

/**
 * A customer's mail to support, from the inbound webhook (ADR 0054): threaded onto its ticket (which opens again), or a
 * new ticket with a fresh reference (and a receipt quoting it) when it names none of the sender's. Attachments pass the
 * problem report's checks; one that fails is left out and said so in the message. A delivery stored before is not
 * stored again.
 */
export async function receiveInboundMail(deps: AppDeps, mail: InboundMail, files: InboundFile[]): Promise<ReceivedMail> {
  const from = addressInFrom(mail.from);
  if (!from) throw new AppError("NotAcceptable", NO_SENDER, { status: 406 });
  // Our own address writing to itself is a loop (a reply of ours forwarded back), never a customer.
  if (from === deps.config.supportEmail.toLowerCase()) throw new AppError("NotAcceptable", FROM_OURSELVES, { status: 406 });
  const providerMessageId = deliveryId(mail, from);
  const earlier = await storedBefore(deps, providerMessageId);
  if (earlier) return earlier;

  const notes: string[] = [];
  const accepted: { file: InboundFile; extension: string; mimeType: string }[] = [];
  for (const file of files) {
    if (accepted.length >= MAX_ATTACHMENTS) notes.push(`${file.fileName}: not kept, at most ${MAX_ATTACHMENTS} attachments are.`);
    else if (file.truncated || file.data.length > ATTACHMENT_MAX_BYTES) notes.push(`${file.fileName}: not kept. ${ATTACHMENT_TOO_LARGE}`);
    else {
      const type = detectFileType(file.data, file.fileName, ATTACHMENT_KINDS);
      if (type) accepted.push({ file, extension: type.extension, mimeType: type.mimeType });
      else notes.push(`Not kept: ${attachmentWrongType(file.fileName)}`);
    }
  }
  const text = [mail.text || "(The mail had no text.)", ...(notes.length > 0 ? ["", ...notes] : [])].join("\n").slice(0, TICKET_TEXT_MAX);

  const stored: string[] = [];
  try {
    for (const { file, extension } of accepted) stored.push(await storeUpload(deps.files, "support", file.data, extension));
    const attachments: TicketAttachment[] = accepted.map(({ file, mimeType }, i) => ({
      storedName: stored[i]!,
      contentType: mimeType,
      sentAs: file.fileName.slice(0, 200),
      bytes: file.data.length,
    }));
    const message = { body: text, fromEmail: from, attachments, mailMessageId: mail.messageId, providerMessageId };
    const result = await deps.db.transaction(async (tx): Promise<ReceivedMail> => {
      const found = await findTicketForMail(tx, mail, from);
      if (found) {
        const ticket = await lockTicket(tx, found.id);
        await addCustomerMessage(deps, tx, ticket, message);
        return { ticketId: ticket.id, reference: ticket.reference, stored: true, opened: false };
      }
      const [row] = await tx
        .insert(schema.supportMessages)
        .values({ kind: "email", email: from, body: { subject: mail.subject, text }, attachments: stored, at: deps.now() })
        .returning({ id: schema.supportMessages.id });
      const reference = supportReference(row!.id);
      const ticketId = await openTicket(deps, tx, {
        reference,
        kind: "email",
        subject: mail.subject,
        userId: null,
        email: from,
        body: text,
        attachments,
        supportMessageId: row!.id,
        mailMessageId: mail.messageId,
        providerMessageId,
      });
      // The sender learns the reference that threads their next mail; the shared limiter keeps a mail loop short.
      const limited =
        isAutomatedSender(from) ||
        (await takeLimits(tx, deps.now(), [mailHit(from)]).then(
          () => false,
          () => true,
        ));
      if (!limited) {
        const language = await recipientLanguage(tx, { email: from });
        await enqueueMail(tx, supportConfirmationMail({ to: from, title: "Mail to support", reference, summary: null, language }));
      }
      return { ticketId, reference, stored: true, opened: true };
    });
    deps.mail.nudge();
    return result;
  } catch (error) {
    await Promise.all(stored.map((name) => removeUpload(deps.files, "support", name)));
    // Two deliveries of one mail at once: the other stored it.
    if (isUniqueViolation(error)) {
      const other = await storedBefore(deps, providerMessageId);
      if (other) return other;
    }
    throw error;
  }
}

async function storedBefore(deps: AppDeps, providerMessageId: string): Promise<ReceivedMail | null> {
  const [row] = await deps.db
    .select({ ticketId: schema.supportTickets.id, reference: schema.supportTickets.reference })
    .from(schema.supportTicketMessages)
    .innerJoin(schema.supportTickets, eq(schema.supportTickets.id, schema.supportTicketMessages.ticketId))
    .where(eq(schema.supportTicketMessages.providerMessageId, providerMessageId));
  return row ? { ...row, stored: false, opened: false } : null;
}
