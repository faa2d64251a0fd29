import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../../deps.ts";
import { writeAudit } from "../../../audit/index.ts";
import { MATERIAL_KINDS } from "../../../../integrations/storage/file-types.ts";
import { streamUpload, type IncomingFile } from "../../../../integrations/storage/stream-upload.ts";
import { findEditableWebinar, webinarFilePrefix } from "./webinar-upload.ts";

export const MATERIAL_REFUSED =
  "Materials can be PDF, Word, Excel or PowerPoint files, pictures (PNG, JPEG, WebP), ZIP archives, or plain text and CSV.";

/** The name shown and used inside the ZIP: the client's, made safe, with the extension its bytes proved. */
export function materialFileName(clientName: string, extension: string): string {
  const base = clientName
    .replace(/\.[A-Za-z0-9]+$/, "")
    .replace(/[^A-Za-z0-9 ._()-]+/g, " ")
    .replace(/^[.\s]+/, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return `${base || "material"}.${extension}`;
}

/**
 * education/UploadWebinarMaterial (admin): one more file for the webinar's materials, streamed to the
 * store. A file of the same name replaces the earlier one.
 */
export async function addWebinarMaterial(
  deps: AppDeps,
  actorId: number,
  webinarId: number,
  file: IncomingFile,
): Promise<{ id: number; fileName: string; size: number }> {
  await findEditableWebinar(deps, webinarId);
  const upload = await streamUpload(deps, file, MATERIAL_KINDS, `${webinarFilePrefix(webinarId)}material`, MATERIAL_REFUSED);
  const fileName = materialFileName(file.fileName, upload.detected.extension);
  const m = schema.webinarMaterials;
  const now = deps.now();
  const { id, replacedKey } = await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .delete(m)
      .where(and(eq(m.webinarId, webinarId), eq(m.fileName, fileName)))
      .returning({ key: m.fileKey });
    const [row] = await tx
      .insert(m)
      .values({ webinarId, fileName, fileKey: upload.key, contentType: upload.detected.mimeType, size: upload.put.size, uploadedAt: now })
      .returning({ id: m.id });
    await writeAudit(tx, {
      actorId,
      action: "webinar-material-upload",
      subject: `webinar:${webinarId}`,
      details: { fileName, key: upload.key, size: upload.put.size, sha256: upload.put.sha256 },
      at: now,
    });
    return { id: row!.id, replacedKey: previous?.key ?? null };
  });
  if (replacedKey?.startsWith(webinarFilePrefix(webinarId))) await deps.files.delete(replacedKey).catch(() => undefined);
  return { id, fileName, size: upload.put.size };
}
