import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ensureWebBuild } from "./web-build.ts";

/**
 * `npm test`: unit and integration tests on the embedded database, then the Playwright journeys with, beside them,
 * the fault tests and the server files tagged `*.pg.test.ts` again on PostgreSQL (with files in a local S3 server)
 * when TEST_DATABASE_URL is set (docs/architecture.md#tests, docs/adr/0032-fast-tests.md).
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

/**
 * Starts a pass beside the others, keeping its output until it ends so the runs' lines do not interleave.
 * For passes that mostly wait rather than compute (docs/adr/0032-fast-tests.md#passes-side-by-side).
 */
function runBeside(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  console.log(`\n▶ ${label} (beside the rest; its output follows when it ends)`);
  // A file, not a pipe: the passes run synchronously meanwhile, so nothing would drain a pipe and the pass would stall.
  const logFile = join(mkdtempSync(join(tmpdir(), "investar-test-")), "output.log");
  const log = openSync(logFile, "w");
  const child = spawn(command, args, { stdio: ["ignore", log, log], env: { ...process.env, FORCE_COLOR: "1", ...env } });
  closeSync(log);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      console.log(`\n▶ ${label}: its output`);
      process.stdout.write(readFileSync(logFile));
      rmSync(dirname(logFile), { recursive: true, force: true });
      resolve(code === 0);
    });
  });
}

const results: [string, boolean][] = [];
const wholeRun = patterns.length === 0;
results.push([
  "unit + integration (PGlite)",
  run(
    "unit and integration tests on PGlite",
    "npx",
    wholeRun ? ["vitest", "run", "--project", "core", "--project", "web", "--project", "server"] : ["vitest", "run", ...patterns],
  ),
]);

const postgresLabel = "integration, *.pg.test.ts (PostgreSQL, files in S3)";
const postgresTitle = "integration tests tagged .pg.test.ts on PostgreSQL with files in a local S3 server";
const postgresArgs = (workers: string[]) =>
  // --passWithNoTests: a pattern may match only untagged, core or web files, which this pass does not run.
  ["vitest", "run", "--project", "server-postgres", "--passWithNoTests", ...workers, ...patterns];
const postgresEnv = { INTEGRATION_DB: "postgres", TEST_STORAGE: "s3" };

if (!wholeRun) {
  if (process.env.TEST_DATABASE_URL) results.push([postgresLabel, run(postgresTitle, "npx", postgresArgs([]), postgresEnv)]);
} else {
  // The journeys use well under a core: a browser on two workers and one server mostly wait for each other. The fault
  // tests (server processes killed, clusters restarted, leases waited out) and the PostgreSQL pass (the database server
  // does much of its work) mostly wait too, so they run beside the journeys, where the CPU is idle, rather than beside
  // the Vitest pass on PGlite, which keeps both cores busy (docs/adr/0032-fast-tests.md#the-check-under-12-minutes).
  const faults = runBeside("fault tests (server processes under injected faults)", "npx", ["vitest", "run", "--project", "faults"]);
  // One worker: the pass fits in the journeys' time, and a second one would take the CPU the journeys' pages need to hydrate.
  const postgres = process.env.TEST_DATABASE_URL ? runBeside(postgresTitle, "npx", postgresArgs(["--maxWorkers=1"]), postgresEnv) : null;
  results.push(["end-to-end (Chromium)", run("end-to-end journeys in Chromium", "node", ["e2e/run.ts"])]);
  results.push(["fault tests", await faults]);
  if (postgres) results.push([postgresLabel, await postgres]);
}

console.log("\nSummary:");
for (const [label, ok] of results) console.log(`  ${ok ? "✓" : "✗"} ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
