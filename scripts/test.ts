import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ensureWebBuild } from "./web-build.ts";

/**
 * `npm test`: the Playwright journeys with, beside them at the lowest CPU priority, the unit and integration tests on
 * the embedded database, the process and fault tests, and the server files tagged `*.pg.test.ts` again on PostgreSQL
 * (with files in a local S3 server) when TEST_DATABASE_URL is set (docs/architecture.md#tests, docs/adr/0032-fast-tests.md).
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
 * Starts a pass beside the others, keeping its output until it ends so the runs' lines do not interleave. It runs at
 * the lowest CPU priority: it takes the cores the journeys leave idle, never the moments a page needs to hydrate
 * (docs/adr/0032-fast-tests.md#one-pass-in-front).
 */
function runBeside(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  console.log(`\n▶ ${label} (beside the rest; its output follows when it ends)`);
  // A file, not a pipe: the passes run synchronously meanwhile, so nothing would drain a pipe and the pass would stall.
  const logFile = join(mkdtempSync(join(tmpdir(), "investar-test-")), "output.log");
  const log = openSync(logFile, "w");
  const child = spawn("nice", ["-n", "19", command, ...args], {
    stdio: ["ignore", log, log],
    env: { ...process.env, FORCE_COLOR: "1", ...env },
  });
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
const vitestLabel = "unit + integration (PGlite)";
const vitestTitle = "unit and integration tests on PGlite";
const postgresLabel = "integration, *.pg.test.ts (PostgreSQL, files in S3)";
const postgresTitle = "integration tests tagged .pg.test.ts on PostgreSQL with files in a local S3 server";
const postgresArgs = (workers: string[]) =>
  // --passWithNoTests: a pattern may match only untagged, core or web files, which this pass does not run.
  ["vitest", "run", "--project", "server-postgres", "--passWithNoTests", ...workers, ...patterns];
const postgresEnv = { INTEGRATION_DB: "postgres", TEST_STORAGE: "s3" };

if (!wholeRun) {
  results.push([vitestLabel, run(vitestTitle, "npx", ["vitest", "run", ...patterns])]);
  if (process.env.TEST_DATABASE_URL) results.push([postgresLabel, run(postgresTitle, "npx", postgresArgs([]), postgresEnv)]);
} else {
  // The journeys are the one pass whose timing matters (a page must hydrate before a journey's click lands), and they
  // use well under a core: a browser on two workers and one server mostly wait for each other. Every other pass runs
  // beside them at the lowest CPU priority, taking the CPU the journeys leave idle and never the moments they need
  // it, so the whole run takes about its total CPU time over two cores (docs/adr/0032-fast-tests.md#one-pass-in-front).
  const beside: [string, Promise<boolean>][] = [
    [vitestLabel, runBeside(vitestTitle, "npx", ["vitest", "run", "--project", "core", "--project", "web", "--project", "server"])],
    [
      "process and fault tests",
      runBeside("process and fault tests (real server processes, injected faults)", "npx", [
        "vitest",
        "run",
        "--project",
        "processes",
        "--project",
        "faults",
        "--maxWorkers=2",
      ]),
    ],
  ];
  if (process.env.TEST_DATABASE_URL) beside.push([postgresLabel, runBeside(postgresTitle, "npx", postgresArgs([]), postgresEnv)]);
  results.push(["end-to-end (Chromium)", run("end-to-end journeys in Chromium", "node", ["e2e/run.ts"])]);
  for (const [label, passed] of beside) results.push([label, await passed]);
}

console.log("\nSummary:");
for (const [label, ok] of results) console.log(`  ${ok ? "✓" : "✗"} ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
