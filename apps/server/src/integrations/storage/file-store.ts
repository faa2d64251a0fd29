import type { Readable } from "node:stream";

/** What the store knows about one file. */
export interface FileInfo {
  key: string;
  size: number;
  /** A strong validator, quoted as an HTTP ETag: it changes whenever the bytes may have. */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte offsets, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileRead {
  /** The whole file's details (size is the full size even when a range was read). */
  info: FileInfo;
  body: Readable;
}

export interface PutResult {
  key: string;
  size: number;
  /** Hex SHA-256 of the bytes written, computed while they streamed through. */
  sha256: string;
}

/**
 * docs/architecture.md#integrations: every file (setup builds under Beta/ and Prod/, recordings, materials, uploads) goes through
 * this: a directory (DATA_DIR/files) or an S3-compatible bucket. Bodies stream both ways, so a file is
 * never held whole in memory; a put is all-or-nothing (readers never see half a file, and a source that
 * fails leaves nothing behind). Keys are checked by file-keys.ts on every call.
 */
export interface FileStore {
  /** For logs and errors: where the files are. */
  readonly description: string;
  /** Creates the directory or the bucket when missing; called once at start. */
  prepare(): Promise<void>;
  /** Writes (or replaces) the file from a stream or bytes. */
  put(key: string, body: Readable | Uint8Array): Promise<PutResult>;
  /** The file's bytes, or the range of them; null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<FileRead | null>;
  head(key: string): Promise<FileInfo | null>;
  /** False when the source does not exist. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Files whose keys start with the prefix, in key order. */
  list(prefix: string): AsyncIterable<FileInfo>;
  /** Lets go of connections when the app closes. */
  close(): void;
}

/** The store could not be reached or set up at start: a configuration or operations problem, told in one line. */
export class StorageUnavailableError extends Error {}

export async function listAll(files: FileStore, prefix: string): Promise<FileInfo[]> {
  const found: FileInfo[] = [];
  for await (const info of files.list(prefix)) found.push(info);
  return found;
}
