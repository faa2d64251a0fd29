import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError, notFound } from "../../../errors.ts";
import { detectFileType, SNIFF_BYTES, type DetectedFile, type FileKind } from "../../../integrations/storage/file-types.ts";
import { peekStream } from "../../../integrations/storage/peek-stream.ts";
import type { PutResult } from "../../../integrations/storage/file-store.ts";
import type { WebinarRow } from "../webinar-view.ts";

/** A file as the multipart parser hands it over: a name the client chose and its bytes as they arrive. */
export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

export interface StoredUpload {
  key: string;
  detected: DetectedFile;
  put: PutResult;
}

/** Where a webinar's own files live; only keys under it are ever deleted (the demo files are shared). */
export const webinarFilePrefix = (webinarId: number) => `webinars/${webinarId}/`;

export async function findEditableWebinar(deps: AppDeps, webinarId: number): Promise<WebinarRow> {
  const [webinar] = await deps.db.select().from(schema.webinars).where(eq(schema.webinars.id, webinarId));
  if (!webinar || webinar.isVideo) throw notFound("There is no such webinar.");
  return webinar;
}

/**
 * Streams an upload into the store under a fresh name the server makes up, after its first bytes showed it
 * is one of `allowed` kinds; nothing of it is held whole in memory. A stream that fails (too large, cut
 * off) leaves nothing behind: the store's puts are all-or-nothing.
 */
export async function streamUpload(
  deps: AppDeps,
  file: IncomingFile,
  allowed: readonly FileKind[],
  keyStem: string,
  refusal: string,
): Promise<StoredUpload> {
  const { head, stream } = await peekStream(file.stream, SNIFF_BYTES);
  const detected = detectFileType(head, file.fileName, allowed);
  if (!detected) {
    stream.destroy();
    file.stream.resume();
    throw new AppError("UnsupportedMediaType", refusal);
  }
  const key = `${keyStem}-${randomBytes(8).toString("hex")}.${detected.extension}`;
  const put = await deps.files.put(key, stream);
  return { key, detected, put };
}
