import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { CustomerNoteView } from "@investar/contract/pages/customer-notes";
import type { AppDeps } from "../../../deps.ts";
import { selectNotes, toNoteView } from "./note-rows.ts";

/** A customer's notes, newest first (the newest 500: older ones stay in the timeline and the audit log). */
export async function listCustomerNotes(deps: AppDeps, userId: number, viewerId: number): Promise<CustomerNoteView[]> {
  const n = schema.customerNotes;
  const rows = await selectNotes(deps.db).where(eq(n.userId, userId)).orderBy(desc(n.createdAt), desc(n.id)).limit(500);
  const now = deps.now();
  return rows.map((row) => toNoteView(row, viewerId, now));
}
