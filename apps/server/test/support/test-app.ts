import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect, inject } from "vitest";
import { openDatabase, seedDemo, seedStarter, type Database, type DatabaseHandle } from "@investar/db";
import { buildApp, type BuildOptions } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import { openReusedPglite } from "./reused-pglite.ts";
import { startTestS3, type TestS3 } from "./test-s3.ts";
import { databaseUrl, onServer, randomDatabaseName, readTarball, waitForNoSessions, type DatabaseTemplates } from "./test-databases.ts";
import { timed } from "./test-profile.ts";

/** INTEGRATION_DB=postgres runs the same tests on TEST_DATABASE_URL's server (docs/architecture.md#tests); default is PGlite in memory. */
const onPostgres = process.env.INTEGRATION_DB === "postgres";

export const databaseKind = onPostgres ? "postgres" : "pglite";

export type StorageKind = "local" | "s3";

/** TEST_STORAGE=s3 keeps every test app's files in a local S3-protocol server (s3rver) instead of DATA_DIR/files. */
export const storageKind: StorageKind = process.env.TEST_STORAGE === "s3" ? "s3" : "local";

interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/**
 * A database of its own for one test app, copied from the run's template (migrated, and seeded unless
 * `seed: false`) when the global set-up made one; otherwise migrated and seeded here (the faults project).
 */
async function openTestDatabase(seed: boolean, file: string): Promise<TestDatabase> {
  const templates = inject("databaseTemplates") as DatabaseTemplates | undefined;
  const template = seed ? "seeded" : "migrated";
  const opened = await timed("database", file, () =>
    onPostgres ? openPostgresDatabase(templates?.postgres?.[template]) : openPgliteDatabase(templates?.pglite?.[template]),
  );
  if (!(onPostgres ? templates?.postgres : templates?.pglite)) {
    await timed("migrate", file, () => opened.handle.migrate());
    if (seed) await timed("seed", file, () => seedDemo(opened.handle.db));
  }
  return opened;
}

async function openPgliteDatabase(tarball: string | undefined): Promise<TestDatabase> {
  if (tarball) return openReusedPglite(await readTarball(tarball));
  const handle = await openDatabase({ kind: "pglite-memory" });
  return { handle, dispose: () => handle.close() };
}

async function openPostgresDatabase(template: string | undefined): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("INTEGRATION_DB=postgres needs TEST_DATABASE_URL");
  // One database per test app, so files run in parallel without seeing each other's rows.
  const name = randomDatabaseName("investar_test");
  await onServer(serverUrl, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
  return {
    handle,
    async dispose() {
      await handle.close();
      await onServer(serverUrl, async (client) => {
        await waitForNoSessions(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
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
  /** A second instance on the first one's database (ADR 0016): not migrated or seeded again; the first one's close() disposes it. */
  sameDatabaseAs?: TestApp;
}

const webBuildDir = new URL("../../../web/build", import.meta.url).pathname;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  if (options.web && !existsSync(`${webBuildDir}/server/index.js`)) {
    throw new Error(`This test needs the built web app: run "npm run build" first (missing ${webBuildDir}).`);
  }
  const s3: TestS3 | null = (options.storage ?? storageKind) === "s3" ? await startTestS3() : null;
  const file = expect.getState().testPath ?? "(unknown file)";
  const { handle, dispose } = options.sameDatabaseAs
    ? { handle: options.sameDatabaseAs.handle, dispose: async () => {} }
    : await openTestDatabase(options.seed === undefined || options.seed === true, file);
  // A deployed first start's content goes on a migrated copy: one more template would serve two test files.
  if (!options.sameDatabaseAs && options.seed === "starter") await seedStarter(handle.db);
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
  const app = await timed("app", file, async () => {
    const built = await buildApp(config, {
      database: handle,
      now: options.now,
      onOrderPaid: options.onOrderPaid,
      logStream: options.logStream,
      onRoute: options.onRoute,
    });
    await built.ready();
    return built;
  });
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
