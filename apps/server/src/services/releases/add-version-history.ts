import { schema } from "@investar/db";
import type { VersionHistoryEntry } from "@investar/web/load-context";
import type { AppDeps } from "../../deps.ts";
import { writeAudit } from "../admin/write-audit.ts";

export interface NewVersionHistoryEntry {
  version: string;
  /** yyyy-mm-dd */
  releasedOn: string;
  isBeta: boolean;
  highlights: string[];
}

/**
 * An admin adds release notes (the back office's "version history"; the route is the admin area's). The
 * entry and its audit row commit together; then every instance drops its cached answers and pages, so
 * user/GetVersionHistory shows it everywhere within moments (issue 10 §3).
 */
export async function addVersionHistory(
  deps: Pick<AppDeps, "db" | "now" | "caches">,
  adminId: number,
  entry: NewVersionHistoryEntry,
): Promise<VersionHistoryEntry> {
  const t = schema.versionHistory;
  const added = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values(entry)
      .returning({ id: t.id, version: t.version, releasedOn: t.releasedOn, isBeta: t.isBeta, highlights: t.highlights });
    await writeAudit(tx, {
      actorId: adminId,
      action: "version-history-add",
      subject: `version-history:${row!.id}`,
      details: { ...entry },
      at: deps.now(),
    });
    return row!;
  });
  await deps.caches.invalidate("version-history");
  return added;
}
