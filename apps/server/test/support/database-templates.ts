import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { compactEmbeddedCluster, openDatabase } from "@investar/db";
import type { TestProject } from "vitest/node";
import { recordSetupPhase } from "./test-profile.ts";
import { databaseUrl, onServer, prepareDatabase, randomDatabaseName, waitForNoSessions, type DatabaseTemplates } from "./test-databases.ts";

/**
 * Global set-up of the server project: migrates and seeds once per run, then every createTestApp() starts
 * from a copy (docs/adr/0032-fast-tests.md). The migrations themselves stay tested: platform.test.ts and
 * checkout-crash.pg.test.ts migrate an empty database, and every run builds its templates from scratch.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates: DatabaseTemplates = {};
  const cleanups: (() => Promise<void>)[] = [];

  if (process.env.TEST_TEMPLATES === "off") {
    // Every test app migrates and seeds its own database, as before the templates: for comparing profiles.
  } else if (process.env.INTEGRATION_DB === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("INTEGRATION_DB=postgres needs TEST_DATABASE_URL");
    const names = { migrated: randomDatabaseName("investar_tmpl_migrated"), seeded: randomDatabaseName("investar_tmpl_seeded") };
    for (const [key, name] of Object.entries(names)) {
      const started = performance.now();
      await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
      await prepareDatabase(handle, key === "seeded");
      await handle.close();
      await onServer(serverUrl, (client) => waitForNoSessions(client, name));
      recordSetupPhase("template", performance.now() - started, `(global set-up: ${key} template)`);
    }
    templates.postgres = names;
    cleanups.push(() =>
      onServer(serverUrl, async (client) => {
        for (const name of Object.values(names)) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
    );
  } else {
    const dir = mkdtempSync(join(tmpdir(), "investar-test-templates-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const started = performance.now();
    const handle = await openDatabase({ kind: "pglite-memory", from: await compactEmbeddedCluster() });
    // Uncompressed: each copy then skips the gunzip, a third of its CPU (docs/adr/0032-fast-tests.md#the-check-under-12-minutes).
    const paths = { migrated: join(dir, "migrated.tar"), seeded: join(dir, "seeded.tar") };
    await prepareDatabase(handle, false);
    await handle.db.execute(sql`CHECKPOINT`);
    writeFileSync(paths.migrated, Buffer.from(await (await handle.dumpDataDir!("none")).arrayBuffer()));
    await prepareDatabase(handle, true);
    await handle.db.execute(sql`CHECKPOINT`);
    writeFileSync(paths.seeded, Buffer.from(await (await handle.dumpDataDir!("none")).arrayBuffer()));
    await handle.close();
    recordSetupPhase("template", performance.now() - started, "(global set-up: templates)");
    templates.pglite = paths;
  }

  project.provide("databaseTemplates", templates);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
