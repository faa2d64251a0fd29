import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../../deps.ts";
import { notFound } from "../../../../errors.ts";
import { writeAudit } from "../../../audit/index.ts";
import { webinarFilePrefix } from "./webinar-upload.ts";

/** education/DeleteWebinarMaterial (admin): the file leaves the materials; its bytes are deleted when no demo shares them. */
export async function removeWebinarMaterial(deps: AppDeps, actorId: number, materialId: number): Promise<{ removed: string }> {
  const m = schema.webinarMaterials;
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(m).where(eq(m.id, materialId)).returning();
    if (!row) throw notFound("There is no such material.");
    await writeAudit(tx, {
      actorId,
      action: "webinar-material-delete",
      subject: `webinar:${row.webinarId}`,
      details: { fileName: row.fileName, key: row.fileKey },
      at: deps.now(),
    });
    return row;
  });
  if (removed.fileKey.startsWith(webinarFilePrefix(removed.webinarId))) await deps.files.delete(removed.fileKey).catch(() => undefined);
  return { removed: removed.fileName };
}
