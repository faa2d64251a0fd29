import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { openDatabase, seedDemo, seedStarter, type Database, type DatabaseHandle } from "@investar/db";
import { buildApp, type BuildOptions } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import { startTestS3, type TestS3 } from "./test-s3.ts";

/** INTEGRATION_DB=postgres runs the same tests on TEST_DATABASE_URL's server (docs/architecture.md#tests); default is PGlite in memory. */
const onPostgres = process.env.INTEGRATION_DB === "postgres";

export const databaseKind = onPostgres ? "postgres" : "pglite";

export type StorageKind = "local" | "s3";

/** TEST_STORAGE=s3 keeps every test app's files in a local S3-protocol server (s3rver) instead of DATA_DIR/files. */
export const storageKind: StorageKind = process.env.TEST_STORAGE === "s3" ? "s3" : "local";

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (!onPostgres) {
    const handle = await openDatabase({ kind: "pglite-memory" });
    return { handle, dispose: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("INTEGRATION_DB=postgres needs TEST_DATABASE_URL");
  // One database per test file, so files run in parallel without seeing each other's rows.
  const name = `investar_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves before its sockets have closed; FORCE would then kill backends whose clients
      // are still listening, and their "terminating connection" error surfaces as an uncaught exception.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await cleanup.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database the app runs on, so a test can start another app on it (a restart, a second instance). */
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Serve the built web app too (needs `npm run build`). */
  web?: boolean;
  /** `starter`: what a deployed first start seeds (the sample catalogue, no demo content). Default: the demo. */
  seed?: boolean | "starter";
  env?: Record<string, string>;
  now?: () => Date;
  /** What a move to paid runs (payments tests pass a marker). */
  onOrderPaid?: BuildOptions["onOrderPaid"];
  logStream?: BuildOptions["logStream"];
  onRoute?: BuildOptions["onRoute"];
  /** Where files live; TEST_STORAGE decides by default. */
  storage?: StorageKind;
  /** A second instance on the first one's database (issue 10): not migrated or seeded again; the first one's close() disposes it. */
  sameDatabaseAs?: TestApp;
}

const webBuildDir = new URL("../../../web/build", import.meta.url).pathname;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  if (options.web && !existsSync(`${webBuildDir}/server/index.js`)) {
    throw new Error(`This test needs the built web app: run "npm run build" first (missing ${webBuildDir}).`);
  }
  const s3: TestS3 | null = (options.storage ?? storageKind) === "s3" ? await startTestS3() : null;
  const { handle, dispose } = options.sameDatabaseAs
    ? { handle: options.sameDatabaseAs.handle, dispose: async () => {} }
    : await openTestDatabase();
  if (!options.sameDatabaseAs) {
    await handle.migrate();
    if (options.seed === "starter") await seedStarter(handle.db);
    else if (options.seed !== false) await seedDemo(handle.db);
  }
  const config: Config = {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: `/tmp/investar-test-${randomBytes(4).toString("hex")}`,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      RATE_LIMITS: "off",
      // Tests call reconcilePendingOrders() themselves; a timer would race them.
      PAYMENT_RECONCILE_INTERVAL_SECONDS: "0",
      LOG_RETENTION_INTERVAL_SECONDS: "0",
      // Tests run sendWebinarNotices() themselves, on their own clock.
      WEBINAR_NOTICE_INTERVAL_SECONDS: "0",
      // Tests run the renewal job's services themselves, on their own clock.
      RENEWAL_JOB_INTERVAL_SECONDS: "0",
      ...s3?.env(),
      ...options.env,
    }),
    webBuildDir: options.web ? webBuildDir : null,
  };
  const app = await buildApp(config, {
    database: handle,
    now: options.now,
    onOrderPaid: options.onOrderPaid,
    logStream: options.logStream,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    config,
    async close() {
      await app.close();
      await dispose();
      await s3?.close();
    },
  };
}
