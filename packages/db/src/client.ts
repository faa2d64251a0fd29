import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import lockfile from "proper-lockfile";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives; services accept either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory" }
  | { kind: "postgres"; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget["kind"];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL("../migrations", import.meta.url).pathname;

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(`The embedded database in ${dir} is in use by another process. Stop it first, or set DATA_DIR to another directory.`);
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") return openPostgres(target.url);
  if (target.kind === "pglite-memory") return openPglite(new PGlite(), "pglite-memory", async () => {});

  const dir = join(target.dataDir, "db");
  mkdirSync(dir, { recursive: true });
  // PGlite has no server to arbitrate access: two processes on one directory corrupt it.
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, { lockfilePath: `${dir}.lock`, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") throw new DatabaseLockedError(dir);
    throw error;
  }
  try {
    const client = await PGlite.create(dir);
    return openPglite(client, "pglite", release);
  } catch (error) {
    await release();
    throw error;
  }
}

function openPglite(client: PGlite, kind: "pglite" | "pglite-memory", release: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      await client.close();
      await release();
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
