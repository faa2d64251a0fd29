import { and, eq, ne } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { uploadKey } from "../../../integrations/storage/upload-store.ts";

export const NO_ATTACHMENT = "There is no such attachment.";

/**
 * A message's attachment in the file store, for staff (`customerId` null) or for the customer whose ticket it is (never
 * on an internal note). Offered under a server-made name from its proven type, never the sender's
 * (docs/business-rules.md#support-attachment-names).
 */
export async function findTicketAttachment(
  deps: AppDeps,
  messageId: number,
  index: number,
  customerId: number | null,
): Promise<{ key: string; contentType: string; downloadName: string }> {
  const m = schema.supportTicketMessages;
  const t = schema.supportTickets;
  const [row] = await deps.db
    .select({ attachments: m.attachments, reference: t.reference })
    .from(m)
    .innerJoin(t, eq(t.id, m.ticketId))
    .where(and(eq(m.id, messageId), ...(customerId === null ? [] : [eq(t.userId, customerId), ne(m.kind, "note")])));
  const attachment = row?.attachments[index];
  const key = attachment ? uploadKey("support", attachment.storedName) : null;
  if (!row || !attachment || !key) throw notFound(NO_ATTACHMENT);
  const extension = attachment.storedName.split(".").at(-1)!;
  return { key, contentType: attachment.contentType, downloadName: `${row.reference}-attachment-${index + 1}.${extension}` };
}
