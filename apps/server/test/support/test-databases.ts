import { readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { seedDemo, type DatabaseHandle } from "@investar/db";

/**
 * Migrating and seeding take seconds; copying a database that has had both takes a fraction of that
 * (docs/adr/0032-fast-tests.md). The server project's global set-up (database-templates.ts) builds one
 * migrated and one migrated-and-seeded database per run; each test app opens a copy of one of them (on PGlite, a
 * database a closed app left, restored to the template: reused-pglite.ts).
 */
export interface DatabaseTemplates {
  /** PGlite: the paths of `dumpDataDir` tarballs. */
  pglite?: { migrated: string; seeded: string };
  /** PostgreSQL: the names of template databases on TEST_DATABASE_URL's server. */
  postgres?: { migrated: string; seeded: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to the server's maintenance database (CREATE/DROP DATABASE cannot run in the database itself). */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pool.end() resolves before its sockets have closed. A database still in use cannot be a template, and
 * DROP … WITH (FORCE) would kill backends whose clients are still listening (their "terminating
 * connection" error surfaces as an uncaught exception), so both wait for the last session to go.
 */
export async function waitForNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Migrates (and seeds) a database from scratch: what the templates are made of. */
export async function prepareDatabase(handle: DatabaseHandle, seed: boolean): Promise<void> {
  await handle.migrate();
  if (seed) await seedDemo(handle.db);
}

const tarballs = new Map<string, Promise<Blob>>();

/** A tarball is read once per worker and loaded by every PGlite that worker opens from it. */
export function readTarball(path: string): Promise<Blob> {
  let blob = tarballs.get(path);
  if (!blob) {
    blob = readFile(path).then((bytes) => new Blob([bytes]));
    tarballs.set(path, blob);
  }
  return blob;
}
