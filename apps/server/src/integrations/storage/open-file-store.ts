import type { Config } from "../../config.ts";
import type { FileStore } from "./file-store.ts";
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3FileStore } from "./s3-file-store.ts";

/** The store STORAGE_URL names (DATA_DIR/files without it), made ready: the directory or bucket exists afterwards. */
export async function openFileStore(config: Config): Promise<FileStore> {
  const files = config.storage.kind === "s3" ? createS3FileStore(config.storage) : createLocalFileStore(config.storage.dir);
  await files.prepare();
  return files;
}
