import { existsSync, readFileSync } from "node:fs";
import { DatabaseLockedError, openDatabase, restoreEmbeddedDatabase } from "@investar/db";
import type { Config } from "../config.ts";
import { requestBackupFromServer, writeBackupFile } from "./embedded-backup.ts";

export class BackupError extends Error {}

function embeddedOnly(config: Config, command: string): string {
  if (config.database.kind !== "pglite") {
    throw new BackupError(`${command} is for the embedded database; with DATABASE_URL use pg_dump and pg_restore (docs/deploy.md).`);
  }
  return config.database.dataDir;
}

/** `npm run cli -- backup <file>`: from the running server over its socket, or straight from the directory when none runs. */
export async function backupCommand(config: Config, file: string): Promise<string> {
  const dataDir = embeddedOnly(config, "backup");
  const fromServer = await requestBackupFromServer(dataDir);
  if (fromServer) {
    writeBackupFile(file, fromServer);
    return `Backup of the running server's database written to ${file} (${fromServer.length} bytes).`;
  }
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      throw new BackupError(
        "The database is in use but the server did not answer on DATA_DIR/backup.sock; is it still starting? Try again in a moment.",
      );
    }
    throw error;
  }
  try {
    const bytes = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    writeBackupFile(file, bytes);
    return `Backup written to ${file} (${bytes.length} bytes).`;
  } finally {
    await database.close();
  }
}

/** `npm run cli -- restore <file>`: only while no server has the database open. */
export async function restoreCommand(config: Config, file: string): Promise<string> {
  const dataDir = embeddedOnly(config, "restore");
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}.`);
  try {
    await restoreEmbeddedDatabase(dataDir, new Blob([readFileSync(file)]));
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw new BackupError(`Refusing to restore: ${error.message}`);
    throw error;
  }
  return `Restored the database in ${dataDir} from ${file}. Start the server with npm start.`;
}
