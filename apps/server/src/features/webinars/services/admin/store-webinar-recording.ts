import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../../deps.ts";
import { RECORDING_KINDS } from "../../../../integrations/storage/file-types.ts";
import { writeAudit } from "../../../audit/index.ts";
import { streamUpload, type IncomingFile } from "../../../../integrations/storage/stream-upload.ts";
import { findEditableWebinar, webinarFilePrefix } from "./webinar-upload.ts";

export const RECORDING_REFUSED = "Upload the recording as an MP4 or WebM video.";

/**
 * education/UploadWebinarRecording (admin): the recording streams to the file store, then the webinar
 * points at it; a replaced recording of this webinar is deleted after. Registrants are told by the
 * notice job once the session has ended.
 */
export async function storeWebinarRecording(
  deps: AppDeps,
  actorId: number,
  webinarId: number,
  file: IncomingFile,
): Promise<{ size: number; contentType: string; sha256: string }> {
  const webinar = await findEditableWebinar(deps, webinarId);
  const upload = await streamUpload(deps, file, RECORDING_KINDS, `${webinarFilePrefix(webinarId)}recording`, RECORDING_REFUSED);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(schema.webinars)
      .set({
        recordingKey: upload.key,
        recordingType: upload.detected.mimeType,
        recordingSize: upload.put.size,
        recordingUploadedAt: now,
        updatedAt: now,
      })
      .where(eq(schema.webinars.id, webinarId));
    await writeAudit(tx, {
      actorId,
      action: "webinar-recording-upload",
      subject: `webinar:${webinarId}`,
      details: { key: upload.key, size: upload.put.size, sha256: upload.put.sha256 },
      at: now,
    });
  });
  if (webinar.recordingKey?.startsWith(webinarFilePrefix(webinarId))) await deps.files.delete(webinar.recordingKey).catch(() => undefined);
  return { size: upload.put.size, contentType: upload.detected.mimeType, sha256: upload.put.sha256 };
}
