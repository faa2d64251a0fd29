import { chmodSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "@investar/db";

/**
 * ADR 0013: a backup of the embedded database while the server runs. The server holds the data directory's
 * lock, so a second process may not open it; instead the server answers backups on a Unix socket inside
 * DATA_DIR. Whoever may read the data directory may take a backup; nobody else, and nothing on the network.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, "backup.sock");

/** Serves GET /backup on the socket until the returned function is called. */
export async function serveEmbeddedBackups(handle: DatabaseHandle, dataDir: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const dump = handle.dumpDataDir;
  if (!dump) throw new Error("Backups over the socket are for the embedded database only.");
  const path = backupSocketPath(dataDir);
  // We hold the data directory's lock, so a socket file left here is from a process that died.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    dump()
      .then(async (tarball) => {
        const bytes = Buffer.from(await tarball.arrayBuffer());
        res.writeHead(200, { "content-type": "application/gzip", "content-length": bytes.length }).end(bytes);
        log.info({ bytes: bytes.length }, "embedded database backup taken");
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "embedded database backup failed");
        res.writeHead(500).end((error as Error).message);
      });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(path, resolve));
  chmodSync(path, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the running server for a backup; null when no server answers on the socket. */
export function requestBackupFromServer(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: "/backup", method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The running server could not take the backup: ${body.toString("utf8") || res.statusCode}`));
      });
      res.on("error", reject);
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ECONNREFUSED" ? resolve(null) : reject(error),
    );
    req.end();
  });
}

/** Written beside the target and renamed, so a half-written file never looks like a backup. */
export function writeBackupFile(file: string, bytes: Buffer): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, file);
}
