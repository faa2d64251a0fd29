import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import type { ProfiledFile } from "./test-profile-reporter.ts";
import { pglitePassArgs, pglitePassEnv, postgresPassArgs, postgresPassEnv, postgresRun } from "./postgres-pass.ts";
import { ensureWebBuild } from "./web-build.ts";

/**
 * `npm run test:profile [-- <vitest filters>]`: runs the passes of `npm test` with machine-readable reporters and
 * prints, for each, the slowest files and the time spent setting up test apps (copying the template database,
 * migrating, seeding, starting the app) against the time in tests (docs/adr/0032-fast-tests.md). The PostgreSQL
 * pass (the `*.pg.test.ts` files, then not in the PGlite pass) runs when TEST_DATABASE_URL is set; the journeys run
 * unless filters are given or --no-e2e is passed.
 */
const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const skipE2e = args.includes("--no-e2e");
const filters = args.filter((arg) => arg !== "--no-e2e");
const top = Number(process.env.TEST_PROFILE_TOP ?? 15);
const dir = mkdtempSync(join(tmpdir(), "investar-test-profile-"));

interface SetupLine {
  file: string;
  phase: string;
  ms: number;
}
interface FileRow {
  file: string;
  ms: number;
  tests: number;
  /** Test-app set-up (vitest) or nothing (journeys). */
  setupMs: number;
  importMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text: string, width: number) => text.padStart(width);

function run(command: string, argv: string[], env: NodeJS.ProcessEnv): { ok: boolean; ms: number } {
  const started = performance.now();
  const result = spawnSync(command, argv, { stdio: "inherit", cwd: root, env: { ...process.env, ...env } });
  return { ok: result.status === 0, ms: performance.now() - started };
}

function printFiles(rows: FileRow[]): void {
  console.log(`  slowest ${Math.min(top, rows.length)} of ${rows.length} files:   total   import   set-up   tests  file`);
  for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, top)) {
    const cells = [seconds(row.ms), seconds(row.importMs), seconds(row.setupMs), String(row.tests)];
    console.log(`  ${pad(cells[0]!, 30)} ${pad(cells[1]!, 8)} ${pad(cells[2]!, 8)} ${pad(cells[3]!, 7)}  ${row.file}`);
  }
}

function vitestPass(label: string, argv: string[], env: NodeJS.ProcessEnv): boolean {
  const name = label.replace(/\W+/g, "-");
  const report = join(dir, `${name}-files.json`);
  const setupFile = join(dir, `${name}-setup.jsonl`);
  console.log(`\n▶ ${label}`);
  const reporter = join(root, "scripts/test-profile-reporter.ts");
  const { ok, ms } = run("npx", ["vitest", "run", ...argv, "--reporter=default", `--reporter=${reporter}`], {
    ...env,
    TEST_PROFILE: setupFile,
    TEST_PROFILE_REPORT: report,
  });
  if (!existsSync(report)) {
    console.log(`  (no report: vitest failed before writing ${report})`);
    return false;
  }
  const files = JSON.parse(readFileSync(report, "utf8")) as ProfiledFile[];
  const lines: SetupLine[] = existsSync(setupFile)
    ? readFileSync(setupFile, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as SetupLine)
    : [];
  const setupByFile = new Map<string, number>();
  const byPhase = new Map<string, { ms: number; count: number }>();
  for (const line of lines) {
    setupByFile.set(line.file, (setupByFile.get(line.file) ?? 0) + line.ms);
    const phase = byPhase.get(line.phase) ?? { ms: 0, count: 0 };
    byPhase.set(line.phase, { ms: phase.ms + line.ms, count: phase.count + 1 });
  }
  const rows: FileRow[] = files.map((file) => ({
    file: relative(root, file.file),
    ms: file.importMs + file.runMs,
    tests: file.tests,
    setupMs: setupByFile.get(file.file) ?? 0,
    importMs: file.importMs,
  }));
  const sum = (pick: (file: ProfiledFile) => number) => files.reduce((total, file) => total + pick(file), 0);
  const setup = [...byPhase.values()].reduce((total, phase) => total + phase.ms, 0);
  console.log(`\n■ ${label}: ${seconds(ms)} wall, ${files.length} files, ${sum((file) => file.tests)} tests`);
  console.log(
    `  summed over files (workers overlap): import ${seconds(sum((file) => file.importMs))}, test-app set-up ${seconds(setup)}, in tests ${seconds(sum((file) => file.testsMs))}`,
  );
  for (const [phase, { ms: phaseMs, count }] of byPhase) console.log(`    ${phase.padEnd(9)} ${pad(seconds(phaseMs), 9)} in ${count}`);
  printFiles(rows);
  return ok;
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
}

function journeysPass(): boolean {
  const report = join(dir, "journeys.json");
  console.log("\n▶ end-to-end journeys");
  const { ok, ms } = run("node", ["e2e/run.ts", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (!existsSync(report)) {
    console.log("  (no report: the journeys did not run)");
    return ok;
  }
  const byFile = new Map<string, FileRow>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const row = byFile.get(spec.file) ?? { file: `e2e/${spec.file}`, ms: 0, tests: 0, setupMs: 0, importMs: 0 };
      for (const test of spec.tests) {
        row.tests += 1;
        row.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
      }
      byFile.set(spec.file, row);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (JSON.parse(readFileSync(report, "utf8")) as { suites: PlaywrightSuite[] }).suites) walk(suite);
  const rows = [...byFile.values()];
  const inTests = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(
    `\n■ end-to-end journeys: ${seconds(ms)} wall, ${rows.length} files, ${rows.reduce((sum, row) => sum + row.tests, 0)} journeys`,
  );
  console.log(`  in journeys ${seconds(inTests)}; build check, server start and browser launch ${seconds(Math.max(0, ms - inTests))}`);
  printFiles(rows);
  return ok;
}

ensureWebBuild();
const results: boolean[] = [vitestPass("PGlite pass", [...pglitePassArgs, ...filters], pglitePassEnv)];
if (postgresRun)
  results.push(vitestPass("PostgreSQL pass (*.pg.test.ts), files in S3", [...postgresPassArgs, ...filters], postgresPassEnv));
if (!skipE2e && filters.length === 0) results.push(journeysPass());
console.log(`\nReports kept in ${dir}`);
process.exit(results.every(Boolean) ? 0 : 1);
