import { and, eq, isNotNull, lte, or } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/**
 * docs/business-rules.md#data-download: a ZIP is kept only while its link can still be used; once downloaded or expired the file
 * is deleted from the store (the row stays, without the file, as the record of the request).
 */
export async function removeSpentDataExports(deps: AppDeps): Promise<number> {
  const e = schema.dataExports;
  const spent = await deps.db
    .select({ id: e.id, fileKey: e.fileKey })
    .from(e)
    .where(and(isNotNull(e.fileKey), or(isNotNull(e.downloadedAt), lte(e.expiresAt, deps.now()))));
  for (const { id, fileKey } of spent) {
    await deps.files.delete(fileKey!);
    await deps.db
      .update(e)
      .set({ fileKey: null })
      .where(and(isNotNull(e.fileKey), eq(e.id, id)));
  }
  return spent.length;
}
