import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { failedTests } from "./failed-tests.ts";
import { pglitePassArgs, pglitePassEnv, postgresPassArgs, postgresPassEnv, postgresRun } from "./postgres-pass.ts";
import { ensureWebBuild } from "./web-build.ts";

/**
 * `npm test`: the unit and integration tests on the embedded database, then the Playwright journeys with, beside
 * them, the process and fault tests and, when TEST_DATABASE_URL is set, the server files tagged `*.pg.test.ts` on
 * PostgreSQL with files in a local S3 server instead of on PGlite (docs/architecture.md#tests, docs/adr/0032-fast-tests.md).
 * `npm test -- <pattern…>` is the inner loop: only the Vitest files whose path matches, on PGlite (the tagged ones
 * among them on PostgreSQL instead when TEST_DATABASE_URL is set); no journeys.
 */
const patterns = process.argv.slice(2);
ensureWebBuild();

/** Each pass's JSON report, read for the summary's list of what failed (docs/adr/0032-fast-tests.md#failures-at-the-end). */
const reportsDir = mkdtempSync(join(tmpdir(), "investar-reports-"));
const reports = new Map<string, string>();
const reportFor = (label: string) => {
  const file = join(reportsDir, `${reports.size}.json`);
  reports.set(label, file);
  return file;
};
const vitestReporting = (label: string) => ["--reporter=default", "--reporter=json", `--outputFile.json=${reportFor(label)}`];

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
};

/**
 * Starts a pass beside the others, keeping its output until it ends so the runs' lines do not interleave
 * (docs/adr/0032-fast-tests.md#one-pass-in-front).
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
const vitestLabel = "unit + integration (PGlite)";
const vitestTitle = "unit and integration tests on PGlite";
const processesLabel = "process and fault tests";
const journeysLabel = "end-to-end (Chromium)";
const postgresLabel = "integration, *.pg.test.ts (PostgreSQL, files in S3)";
const postgresTitle = "integration tests tagged .pg.test.ts on PostgreSQL with files in a local S3 server";
const postgresArgs = (workers: string[]) => [
  "vitest",
  "run",
  ...postgresPassArgs,
  ...vitestReporting(postgresLabel),
  ...workers,
  ...patterns,
];

if (!wholeRun) {
  results.push([
    vitestLabel,
    run(vitestTitle, "npx", ["vitest", "run", ...pglitePassArgs, ...vitestReporting(vitestLabel), ...patterns], pglitePassEnv),
  ]);
  if (postgresRun) results.push([postgresLabel, run(postgresTitle, "npx", postgresArgs([]), postgresPassEnv)]);
} else {
  // The Vitest pass on PGlite keeps both cores busy, so it runs alone. The journeys leave most of a core idle (a
  // browser and a server mostly waiting for each other), so the process and fault tests and the PostgreSQL pass run
  // beside them, one file at a time each (docs/adr/0032-fast-tests.md#one-pass-in-front).
  results.push([
    vitestLabel,
    run(
      vitestTitle,
      "npx",
      ["vitest", "run", "--project", "core", "--project", "web", "--project", "server", ...pglitePassArgs, ...vitestReporting(vitestLabel)],
      pglitePassEnv,
    ),
  ]);
  const beside: [string, Promise<boolean>][] = [
    [
      processesLabel,
      runBeside("process and fault tests (real server processes, injected faults)", "npx", [
        "vitest",
        "run",
        "--project",
        "processes",
        "--project",
        "faults",
        "--maxWorkers=1",
        ...vitestReporting(processesLabel),
      ]),
    ],
  ];
  if (postgresRun) beside.push([postgresLabel, runBeside(postgresTitle, "npx", postgresArgs(["--maxWorkers=1"]), postgresPassEnv)]);
  const journeysReport = { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFor(journeysLabel) };
  results.push([journeysLabel, run("end-to-end journeys in Chromium", "node", ["e2e/run.ts", "--reporter=list,json"], journeysReport)]);
  for (const [label, passed] of beside) results.push([label, await passed]);
}

console.log("\nSummary:");
for (const [label, ok] of results) {
  console.log(`  ${ok ? "✓" : "✗"} ${label}`);
  if (ok) continue;
  const failures = failedTests(reports.get(label) ?? "");
  for (const line of failures) console.log(`      ${line}`);
  if (failures.length === 0) console.log("      (its report names no failed test: see the pass's own output above)");
}
rmSync(reportsDir, { recursive: true, force: true });
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
