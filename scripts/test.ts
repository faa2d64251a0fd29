import { spawnSync } from "node:child_process";
import { ensureWebBuild } from "./web-build.ts";

/**
 * `npm test`: unit and integration tests on the embedded database, the server files tagged `*.pg.test.ts` again
 * on PostgreSQL (with files in a local S3 server) when TEST_DATABASE_URL is set, then the Playwright journeys
 * (docs/architecture.md#tests, docs/adr/0032-fast-tests.md#which-tests-run-on-postgresql).
 * `npm test -- <pattern…>` is the inner loop: only the Vitest files whose path matches, on PGlite (and the
 * tagged ones among them on PostgreSQL too when TEST_DATABASE_URL is set); no journeys.
 */
const patterns = process.argv.slice(2);
ensureWebBuild();

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
};

const results: [string, boolean][] = [];
results.push(["unit + integration (PGlite)", run("unit and integration tests on PGlite", "npx", ["vitest", "run", ...patterns])]);
if (process.env.TEST_DATABASE_URL) {
  results.push([
    "integration, *.pg.test.ts (PostgreSQL, files in S3)",
    // --passWithNoTests: a pattern may match only untagged, core or web files, which this pass does not run.
    run(
      "integration tests tagged .pg.test.ts on PostgreSQL with files in a local S3 server",
      "npx",
      ["vitest", "run", "--project", "server-postgres", "--passWithNoTests", ...patterns],
      {
        INTEGRATION_DB: "postgres",
        TEST_STORAGE: "s3",
      },
    ),
  ]);
}
if (patterns.length === 0) results.push(["end-to-end (Chromium)", run("end-to-end journeys in Chromium", "node", ["e2e/run.ts"])]);

console.log("\nSummary:");
for (const [label, ok] of results) console.log(`  ${ok ? "✓" : "✗"} ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
