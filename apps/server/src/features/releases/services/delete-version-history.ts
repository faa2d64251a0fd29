import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";
import { versionHistoryColumns } from "./add-version-history.ts";
import { NO_SUCH_NOTE } from "./update-version-history.ts";

/** user/DeleteVersionHistory (admin): the note leaves the version history page; the audit row keeps its text. */
export function deleteVersionHistory(deps: AppDeps, adminId: number, id: number): Promise<{ id: number }> {
  const t = schema.versionHistory;
  return auditedEdit(
    deps,
    { actorId: adminId, action: "version-history-delete", subject: `version-history:${id}`, invalidates: "version-history" },
    async (tx) => {
      const [before] = await tx.delete(t).where(eq(t.id, id)).returning(versionHistoryColumns());
      if (!before) throw notFound(NO_SUCH_NOTE);
      return { before, after: null, result: { id } };
    },
  );
}
