import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { lockEmbeddedDatabase } from "./embedded-lock.ts";
import { PreparedStatementClient } from "./pglite-prepared-statements.ts";
import { listenOnPostgres, type NotificationHandlers, type Unlisten } from "./notifications.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives; services accept either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

/** Limits on the PostgreSQL pool, so one slow query or a dead server cannot hold every request (ADR 0013). */
export interface PoolSettings {
  max: number;
  /** How long a request waits for a connection (a new one, or a free one from a full pool). */
  connectionTimeoutMs: number;
  /** statement_timeout of every session; migrations run without it. */
  statementTimeoutMs: number;
  /** idle_in_transaction_session_timeout: a transaction left open by a stuck request is ended by the server. */
  idleInTransactionTimeoutMs: number;
}

export const defaultPoolSettings: PoolSettings = {
  max: 10,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
};

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string }
  /** `from`: a tarball of `dumpDataDir` to start from (tests copy one migrated database instead of migrating each time). */
  | { kind: "pglite-memory"; from?: Blob }
  | { kind: "postgres"; url: string; pool?: PoolSettings };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget["kind"];
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own on this database: instances starting together
   * migrate and seed one after the other (a session advisory lock on PostgreSQL; PGlite has one process).
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Where errors of connections nobody is using go (a database restart ends every idle connection); the pool
   * drops such a connection and opens a new one when asked. Until a listener is set they go to stderr.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * Subscribes to NOTIFY on a channel (the cache bus, ADR 0016). PostgreSQL: a connection of its own that
   * reconnects after a restart, calling onSubscribed each time. PGlite: the one in-process database's LISTEN.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
  /**
   * The embedded database's data directory as a tarball (gzip unless "none" is asked for), taken between queries: a
   * consistent snapshot. Tests keep their templates uncompressed: a copy then opens with a third less CPU.
   */
  dumpDataDir?(compression?: "none"): Promise<Blob>;
  /** PostgreSQL's connection pool as it is now (the operator's metrics); the embedded database has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

/**
 * The contrib extensions the migrations create (ADR 0055: pg_trgm for the staff search), loaded into every
 * embedded database, as PostgreSQL has them installed.
 */
export const pgliteExtensions = { pg_trgm };

const migrationsFolder = new URL("../migrations", import.meta.url).pathname;

/** The advisory lock key of start-up work (migrations, demo seed); any fixed number no other lock uses. */
const STARTUP_LOCK = 7_340_221_010;

/** Where the embedded database of a DATA_DIR lives. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, "db");

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") return openPostgres(target.url, target.pool);
  if (target.kind === "pglite-memory") {
    const client = await PGlite.create({ extensions: pgliteExtensions, ...(target.from ? { loadDataDir: target.from } : {}) });
    return openPglite(client, "pglite-memory", async () => {});
  }

  const dir = embeddedDatabaseDir(target.dataDir);
  const release = await lockEmbeddedDatabase(dir);
  try {
    const client = await PGlite.create(dir, { extensions: pgliteExtensions });
    return openPglite(client, "pglite", release);
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * A handle on an in-memory PGlite that someone else opened and keeps: the test suite reuses one across test files,
 * restoring its rows between them (docs/adr/0067-cheaper-process-starts.md#reused-test-databases).
 */
export const handleOnPglite = (client: PGlite): DatabaseHandle => openPglite(client, "pglite-memory", async () => {});

function openPglite(client: PGlite, kind: "pglite" | "pglite-memory", release: () => Promise<void>): DatabaseHandle {
  // Drizzle calls only `query` and `transaction` on its client (docs/adr/0068-prepared-statements-on-the-embedded-database.md).
  const db = drizzlePglite({ client: new PreparedStatementClient(client) as unknown as PGlite, schema });
  return {
    db: db as unknown as Database,
    kind,
    migrate: () => migratePglite(db, { migrationsFolder }),
    alone: (work) => work(),
    async close() {
      await client.close();
      await release();
    },
    // An in-process database has no connections to lose.
    onConnectionError() {},
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onPayload);
      handlers.onSubscribed?.();
      // Closing the database ends its subscriptions too; unlistening after that would fail.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    dumpDataDir: (compression) => client.dumpDataDir(compression ?? "auto"),
  };
}

function openPostgres(url: string, settings: PoolSettings = defaultPoolSettings): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    connectionTimeoutMillis: settings.connectionTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    // A server that vanished without closing the socket (failover to another host) is noticed by the kernel.
    keepAlive: true,
  });
  let listener = (error: Error) => console.error("database connection error:", error.message);
  // Without a listener, an 'error' event of an idle connection (or of one a transaction holds between two
  // queries) is an uncaught exception that ends the process. The pool discards the broken client itself.
  pool.on("connect", (client) => client.on("error", (error) => listener(error)));
  // The pool re-emits an idle client's error; the client's own listener above has reported it already.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    async migrate() {
      // A migration may legitimately run longer than a request's statement timeout.
      const migrator = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: settings.connectionTimeoutMs });
      try {
        await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder });
      } finally {
        await migrator.end();
      }
    },
    async alone(work) {
      // Its own connection, without the statement timeout: waiting for another instance's migration is expected.
      const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: settings.connectionTimeoutMs });
      holder.on("error", () => {});
      await holder.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        return await work();
      } finally {
        // Ending the session releases the lock even if the unlock cannot be sent.
        await holder.end().catch(() => {});
      }
    },
    close: () => pool.end(),
    onConnectionError(next) {
      listener = next;
    },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers, settings.connectionTimeoutMs),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: settings.max }),
  };
}
