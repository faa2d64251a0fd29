import { schema } from "@investar/db";
import type { VersionHistoryEntry } from "@investar/contract/pages/releases";
import type { AppDeps } from "../../../deps.ts";
import { auditedEdit } from "../../audit/index.ts";

export interface NewVersionHistoryEntry {
  version: string;
  /** yyyy-mm-dd */
  releasedOn: string;
  isBeta: boolean;
  highlights: string[];
}

export const versionHistoryColumns = () => {
  const t = schema.versionHistory;
  return { id: t.id, version: t.version, releasedOn: t.releasedOn, isBeta: t.isBeta, highlights: t.highlights };
};

/**
 * user/AddVersionHistory (admin): release notes of one channel. The entry and its audit row commit
 * together; then every instance drops its cached answers and pages, so user/GetVersionHistory shows it
 * everywhere within moments (ADR 0016).
 */
export function addVersionHistory(
  deps: Pick<AppDeps, "db" | "now" | "caches">,
  adminId: number,
  entry: NewVersionHistoryEntry,
): Promise<VersionHistoryEntry> {
  return auditedEdit(deps, { actorId: adminId, action: "version-history-add", invalidates: "version-history" }, async (tx) => {
    const [row] = await tx.insert(schema.versionHistory).values(entry).returning(versionHistoryColumns());
    return { before: null, after: row, result: row!, subject: `version-history:${row!.id}` };
  });
}
