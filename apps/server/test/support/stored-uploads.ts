import { listAll } from "../../src/integrations/storage/file-store.ts";
import type { UploadArea } from "../../src/integrations/storage/upload-store.ts";
import type { TestApp } from "./test-app.ts";

/** The stored names of an area's uploads, read from the app's file store (a directory or a bucket, see TEST_STORAGE). */
export async function storedUploads(t: TestApp, area: UploadArea): Promise<string[]> {
  const prefix = `uploads/${area}/`;
  return (await listAll(t.app.deps.files, prefix)).map(({ key }) => key.slice(prefix.length));
}
