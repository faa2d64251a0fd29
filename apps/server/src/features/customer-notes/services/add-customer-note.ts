import { eq } from "drizzle-orm";
import { checkNoteBody } from "@investar/core";
import { schema } from "@investar/db";
import type { CustomerNoteView } from "@investar/contract/pages/customer-notes";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { noteView } from "./note-rows.ts";

/** A staff note on a customer (docs/business-rules.md#customer-notes), written with its audit row in one transaction. */
export async function addCustomerNote(deps: AppDeps, actorId: number, userId: number, text: string): Promise<CustomerNoteView> {
  const checked = checkNoteBody(text);
  if (!checked.ok) throw badRequest(checked.message, { body: [checked.message] });
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId));
    if (!customer) throw notFound(`There is no user ${userId}.`);
    const [note] = await tx
      .insert(schema.customerNotes)
      .values({ userId, authorId: actorId, body: checked.body, createdAt: now })
      .returning({ id: schema.customerNotes.id });
    await writeAudit(tx, {
      actorId,
      action: "customer-note-added",
      subject: `user:${userId}`,
      details: { noteId: note!.id, before: null, after: checked.body },
      at: now,
    });
    return note!.id;
  });
  return noteView(deps.db, id, actorId, now);
}
