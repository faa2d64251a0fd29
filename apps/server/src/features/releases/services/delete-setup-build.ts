import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";

/**
 * admin/DeleteSetup: withdraws a build that should not be downloaded any more (a broken release); the
 * channel's download falls back to its previous build. A Prod copy of a withdrawn Beta build stays. The
 * file goes after the row has, so a download never finds a row without its bytes.
 */
export async function deleteSetupBuild(deps: AppDeps, actorId: number, buildId: number): Promise<{ id: number }> {
  const b = schema.setupBuilds;
  const removed = await auditedEdit(
    deps,
    { actorId, action: "setup-build-delete", subject: `setup-build:${buildId}`, invalidates: "setup-builds" },
    async (tx) => {
      const [before] = await tx.delete(b).where(eq(b.id, buildId)).returning();
      if (!before) throw notFound("There is no such build.");
      return { before, after: null, result: before };
    },
  );
  await deps.files.delete(removed.storageKey);
  return { id: buildId };
}
