import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import { detectFileType, SNIFF_BYTES, type DetectedFile, type FileKind } from "./file-types.ts";
import type { PutResult } from "./file-store.ts";
import { peekStream } from "./peek-stream.ts";

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

/**
 * Streams a large upload (a webinar recording, an installer) into the store under a fresh name the server
 * makes up, after its first bytes showed it is one of `allowed` kinds; nothing of it is held whole in
 * memory, and its size and SHA-256 are computed as it passes. A stream that fails (too large, cut off)
 * leaves nothing behind: the store's puts are all-or-nothing.
 */
export async function streamUpload(
  deps: Pick<AppDeps, "files">,
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
