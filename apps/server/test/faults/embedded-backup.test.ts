/**
 * ADR 0013: `npm run cli -- backup <file>` while the server runs (over DATA_DIR/backup.sock, ADR 0013) and
 * `restore <file>`, which refuses while a server holds the database. Round trip: data written, backed up,
 * wiped, restored, read back identical.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, schema } from "@investar/db";
import { freePort, killServers, startHealthyServer } from "../support/processes.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

afterAll(killServers);

const root = new URL("../../../..", import.meta.url).pathname;
const dataDir = seededDataDir("investar-backup-");
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ["apps/server/src/cli.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });

const register = (base: string, email: string) =>
  fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ FullName: "Rohan Mehta", Email: email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" }),
  });

async function readTables() {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    return {
      users: await database.db.select().from(schema.users).orderBy(asc(schema.users.id)),
      mail: await database.db.select().from(schema.mailOutbox).orderBy(asc(schema.mailOutbox.id)),
    };
  } finally {
    await database.close();
  }
}

describe("backup and restore of the embedded database", () => {
  it("backs up a running server, refuses to restore under it, and restores a wiped directory to the snapshot", async () => {
    const server = await startHealthyServer(await freePort(), { DATA_DIR: dataDir });
    const kept = `kept.${Date.now()}@example.in`;
    const later = `later.${Date.now()}@example.in`;
    expect((await register(server.base, kept)).status).toBe(200);

    const file = join(dataDir, "..", `investar-backup-${Date.now()}.tar.gz`);
    const backup = cli("backup", file);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/Backup of the running server's database written to/);
    expect(existsSync(file)).toBe(true);

    const refused = cli("restore", file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Refusing to restore: .* in use by another process/);

    // Written after the snapshot: the restore must not have it.
    expect((await register(server.base, later)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const before = await readTables();
    const atBackup = {
      users: before.users.filter((user) => user.email !== later),
      mail: before.mail.filter((mail) => mail.to !== later),
    };
    expect(atBackup.users.map((user) => user.email)).toContain(kept);
    expect(atBackup.users.length).toBe(before.users.length - 1);

    rmSync(join(dataDir, "db"), { recursive: true, force: true });
    const restored = cli("restore", file);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/Restored the database/);
    expect(await readTables()).toEqual(atBackup);

    // With no server running the CLI opens the directory itself.
    const offline = cli("backup", `${file}.offline`);
    expect(offline.stdout).toMatch(/^Backup written to/);
    rmSync(file);
    rmSync(`${file}.offline`);
  }, 180_000);

  it("points PostgreSQL users to pg_dump and asks for a file name", () => {
    const postgres = spawnSync(process.execPath, ["apps/server/src/cli.ts", "backup", "x.tar.gz"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
      encoding: "utf8",
    });
    expect(postgres.status).toBe(1);
    expect(postgres.stderr).toMatch(/use pg_dump and pg_restore \(docs\/deploy.md\)/);
    const missing = cli("restore");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/restore needs a file name/);
  });
});
