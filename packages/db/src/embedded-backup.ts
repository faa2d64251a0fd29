import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { embeddedDatabaseDir, pgliteExtensions } from "./client.ts";
import { lockEmbeddedDatabase } from "./embedded-lock.ts";

/**
 * Replaces the embedded database of `dataDir` with a tarball made by `dumpDataDir` (npm run cli -- backup).
 * Takes the directory's lock, so it refuses while a server (or anything else) has the database open. The
 * previous directory is kept beside it until the restored one has opened, then removed.
 */
export async function restoreEmbeddedDatabase(dataDir: string, tarball: Blob): Promise<void> {
  const dir = embeddedDatabaseDir(dataDir);
  const release = await lockEmbeddedDatabase(dir);
  const previous = `${dir}.before-restore`;
  try {
    rmSync(previous, { recursive: true, force: true });
    const hadData = existsSync(dir) && readdirSync(dir).length > 0;
    // The lock lives beside the directory (db.lock), so moving the directory keeps it held.
    if (hadData) renameSync(dir, previous);
    try {
      const restored = await PGlite.create(dir, { loadDataDir: tarball, extensions: pgliteExtensions });
      await restored.query("select 1");
      await restored.close();
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (hadData) renameSync(previous, dir);
      throw error;
    }
    rmSync(previous, { recursive: true, force: true });
  } finally {
    await release();
  }
}
