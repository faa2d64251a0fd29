import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, seedDemo } from "@investar/db";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

/**
 * Global set-up of the process and fault projects: one embedded data directory migrated and seeded as a server in
 * local mode leaves it on its first start (serve.ts), made once per run. A server process's first start on an empty
 * directory spends most of its start-up migrating and seeding (9 of 13 s here, past a minute beside the journeys);
 * the tests whose subject is not that first start begin from a copy of this one instead
 * (docs/adr/0032-fast-tests.md#seeded-data-directories). The first start itself stays tested by process-lifecycle.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "investar-seeded-data-"));
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  try {
    await database.migrate();
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  project.provide("seededDataDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A new data directory holding what a server's first start would have written into it. */
export function seededDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject("seededDataDir"), dir, { recursive: true });
  return dir;
}
