import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { VersionHistoryEntry } from "@investar/contract/pages/releases";
import type { AppDeps } from "../../../deps.ts";

export function listVersionHistory(deps: AppDeps, isBeta: boolean): Promise<VersionHistoryEntry[]> {
  const t = schema.versionHistory;
  return deps.db
    .select({ id: t.id, version: t.version, releasedOn: t.releasedOn, isBeta: t.isBeta, highlights: t.highlights })
    .from(t)
    .where(eq(t.isBeta, isBeta))
    .orderBy(desc(t.releasedOn), desc(t.id));
}
