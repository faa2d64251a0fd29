import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";

export const EXPORT_IN_PROGRESS = "Your data is already being prepared. We will mail you a download link as soon as it is ready.";

/**
 * docs/business-rules.md#data-download: the customer asks for a copy of their data; the background job builds it and mails a
 * one-time link. One request at a time: a second while the first is being prepared is refused.
 */
export async function requestDataExport(deps: AppDeps, userId: number): Promise<{ message: string; requestedAt: string }> {
  const e = schema.dataExports;
  const requestedAt = deps.now();
  await deps.db.transaction(async (tx) => {
    // The user row's lock makes two quick clicks one request.
    await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
    const [pending] = await tx
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.userId, userId), eq(e.status, "pending")))
      .limit(1);
    if (pending) throw conflict(EXPORT_IN_PROGRESS);
    await tx.insert(e).values({ userId, requestedAt });
  });
  return {
    message: "We are preparing your data. You will get an email with a download link shortly; the link works once, for 7 days.",
    requestedAt: requestedAt.toISOString(),
  };
}
