import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/** A data directory as a server's first start leaves it, copied by the process and fault tests that start servers. */
const seededDataDirSetup = "apps/server/test/support/seeded-data-dir.ts";

/** The server project's settings, shared by its PostgreSQL pass. */
const serverTest = {
  environment: "node",
  // Migrates and seeds once; each createTestApp() opens a copy, or on PGlite gets a closed app's database restored to
  // the template (docs/adr/0032-fast-tests.md, docs/adr/0067-cheaper-process-starts.md#reused-test-databases).
  globalSetup: ["apps/server/test/support/database-templates.ts"],
  // React's production build, as the server renders with (docs/adr/0032-fast-tests.md#react-production-build).
  setupFiles: ["apps/server/test/support/react-production-build.ts"],
  // A worker runs its files one after another in one process instead of a new process per file: the app's
  // modules and PGlite's WebAssembly are loaded once per worker, which halved the CPU time of these files.
  // Every file builds its own apps and closes them, and no test mocks modules (docs/adr/0032-fast-tests.md).
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestProjectInlineConfiguration["test"];

/**
 * The PostgreSQL pass (INTEGRATION_DB=postgres, files in S3): only the server files named `*.pg.test.ts`, those
 * that assert what the embedded single-connection database cannot show (docs/adr/0032-fast-tests.md#which-tests-run-on-postgresql).
 * It exists only with INTEGRATION_DB=postgres, so a plain `vitest run` never runs those files twice.
 */
const serverPostgres: TestProjectInlineConfiguration[] =
  process.env.INTEGRATION_DB === "postgres"
    ? [
        {
          test: {
            ...serverTest,
            name: "server-postgres",
            include: ["apps/server/test/**/*.pg.test.ts"],
            exclude: ["apps/server/test/faults/**", "apps/server/test/processes/**"],
          },
        },
      ]
    : [];

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker less than the cores: one worker on the 2-core machine. Files wait on
    // timers, sockets, mail and child processes often enough that two workers left a quarter of two cores idle; one
    // more worker than cores keeps them busy (docs/adr/0067-cheaper-process-starts.md#one-more-worker).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: "core", include: ["packages/core/test/**/*.test.ts"], environment: "node" } },
      { test: { name: "web", include: ["apps/web/test/**/*.test.ts"], environment: "node" } },
      {
        test: {
          ...serverTest,
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          // `npm test` with TEST_DATABASE_URL runs the tagged files on PostgreSQL instead (scripts/postgres-pass.ts).
          exclude: [
            "apps/server/test/faults/**",
            "apps/server/test/processes/**",
            ...(process.env.TAGGED_FILES_ON_POSTGRES ? ["apps/server/test/**/*.pg.test.ts"] : []),
          ],
        },
      },
      ...serverPostgres,
      {
        // Real server processes started, stopped and signalled on the embedded database (or their own cluster): they
        // mostly wait on process start-up, so `npm test` runs them beside the journeys (docs/adr/0032-fast-tests.md).
        test: {
          name: "processes",
          include: ["apps/server/test/processes/**/*.test.ts"],
          environment: "node",
          globalSetup: [seededDataDirSetup],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // ADR 0013: server processes under injected faults (their own PostgreSQL cluster, SMTP going away); once per run.
        test: {
          name: "faults",
          include: ["apps/server/test/faults/**/*.test.ts"],
          environment: "node",
          globalSetup: [seededDataDirSetup],
          // Processes killed, clusters restarted, timings under fault: after the other projects. Two files at a time
          // (each has its own ports, directories and cluster); they mostly wait on the processes they start.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
