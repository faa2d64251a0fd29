import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { VersionHistoryEntry } from "@investar/contract/pages/releases";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";
import { versionHistoryColumns, type NewVersionHistoryEntry } from "./add-version-history.ts";

export const NO_SUCH_NOTE = "There is no such release note.";

/** user/UpdateVersionHistory (admin): corrects a release note, or moves it to the other channel. */
export function updateVersionHistory(
  deps: AppDeps,
  adminId: number,
  change: NewVersionHistoryEntry & { id: number },
): Promise<VersionHistoryEntry> {
  const { id, ...entry } = change;
  const t = schema.versionHistory;
  return auditedEdit(
    deps,
    { actorId: adminId, action: "version-history-update", subject: `version-history:${id}`, invalidates: "version-history" },
    async (tx) => {
      const [before] = await tx.select(versionHistoryColumns()).from(t).where(eq(t.id, id)).for("update");
      if (!before) throw notFound(NO_SUCH_NOTE);
      const [after] = await tx.update(t).set(entry).where(eq(t.id, id)).returning(versionHistoryColumns());
      return { before, after, result: after! };
    },
  );
}
