import { randomBytes } from "node:crypto";
import type { FileStore } from "./file-store.ts";

/** A file part of a multipart form, as the upload services receive it (http/multipart.ts reads it). */
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

/** docs/architecture.md#storage: uploads live under uploads/<area>/ in the file store, each under a name the server made up. */
export type UploadArea = "avatars" | "support";

// Only names this module produced are ever turned into keys, so a stored value cannot point elsewhere.
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** The store key of an upload; null for a value that is no name this module made (a hand-edited row). */
export function uploadKey(area: UploadArea, name: string): string | null {
  return STORED_NAME.test(name) ? `uploads/${area}/${name}` : null;
}

/** Writes the bytes under a fresh random name (never the client's) and returns that name. */
export async function storeUpload(files: FileStore, area: UploadArea, data: Uint8Array, extension: string): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.${extension}`;
  const key = uploadKey(area, name);
  if (!key) throw new Error(`Not an upload extension: ${extension}`);
  await files.put(key, data);
  return name;
}

/** Best effort: a file left behind wastes space but breaks nothing, so failures are not the user's problem. */
export async function removeUpload(files: FileStore, area: UploadArea, name: string | null): Promise<void> {
  const key = name ? uploadKey(area, name) : null;
  if (key) await files.delete(key).catch(() => undefined);
}
