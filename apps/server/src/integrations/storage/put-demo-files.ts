import { createReadStream } from "node:fs";
import { inArray } from "drizzle-orm";
import { demoWebinarFiles, schema, type Database } from "@investar/db";
import type { FileStore } from "./file-store.ts";

/**
 * The demo webinars' recording and materials ship beside the seed; on first start (and after a store
 * was emptied) they are copied into the file store, but only while some row still points at them.
 */
export async function putDemoFiles(db: Database, files: FileStore): Promise<number> {
  const keys = demoWebinarFiles.map((file) => file.key);
  const w = schema.webinars;
  const m = schema.webinarMaterials;
  const [recordings, materials] = await Promise.all([
    db.selectDistinct({ key: w.recordingKey }).from(w).where(inArray(w.recordingKey, keys)),
    db.selectDistinct({ key: m.fileKey }).from(m).where(inArray(m.fileKey, keys)),
  ]);
  const used = new Set([...recordings, ...materials].map((row) => row.key));
  let copied = 0;
  for (const file of demoWebinarFiles) {
    if (!used.has(file.key) || (await files.head(file.key))) continue;
    await files.put(file.key, createReadStream(file.path));
    copied += 1;
  }
  return copied;
}
