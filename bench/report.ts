import type { HealthUnderLogins } from "./login-load.ts";
import { keepsClientState } from "./pages.ts";
import type { PageWeight } from "./page-weight.ts";
import type { TwoInstances } from "./two-instances.ts";

export interface ThroughputRow {
  name: string;
  reqPerSec: number;
  p99: number;
  errors: number;
  /** Median, over the runs, of this row's throughput divided by its reference's in the same run. */
  ratio: number | null;
  ratioBudget: number | null;
  against: string | null;
  p99BudgetMs: number | null;
}

interface Measurements {
  machine: string;
  seconds: number;
  runs: number;
  homeBytes: number;
  throughput: ThroughputRow[];
  logins: HealthUnderLogins;
  twoInstances: TwoInstances;
  weights: PageWeight[];
  lighthouse: { path: string; score: number }[];
}

const JS_BUDGET = 100 * 1024;
const LIGHTHOUSE_BUDGET = 98;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)}%`;

/** The dated RESULTS.md section: a table of the budgets (held or over), then what each was computed from. */
export function report(m: Measurements): { markdown: string; allHeld: boolean } {
  const budgets: { budget: string; measured: string; held: boolean }[] = [];
  for (const row of m.throughput) {
    if (row.ratio === null || row.ratioBudget === null) continue;
    budgets.push({
      budget: `${row.name} ≥ ${percent(row.ratioBudget)} of the ${row.against}`,
      measured: percent(row.ratio),
      held: row.ratio >= row.ratioBudget,
    });
  }
  for (const row of m.throughput) {
    if (row.p99BudgetMs === null) continue;
    budgets.push({
      budget: `${row.name}: p99 ≤ ${row.p99BudgetMs} ms`,
      measured: `${row.p99.toFixed(0)} ms`,
      held: row.p99 <= row.p99BudgetMs,
    });
  }
  const heaviest = m.weights.reduce((max, page) => (page.js > max.js ? page : max));
  const over = m.weights.filter((page) => page.js > JS_BUDGET);
  budgets.push({
    budget: `every page ≤ 100 KiB gzipped JavaScript (${m.weights.length} pages)`,
    measured: `heaviest ${heaviest.path}: ${kib(heaviest.js)} KiB${over.length ? `; over: ${over.map((page) => page.path).join(", ")}` : ""}`,
    held: over.length === 0,
  });
  const stateless = m.weights.filter((page) => !keepsClientState(page.path));
  const withFramework = stateless.filter((page) => page.files > 0);
  budgets.push({
    budget: `pages without client state ship no framework (${stateless.length} pages)`,
    measured: withFramework.length
      ? `script files on ${withFramework.map((page) => page.path).join(", ")}`
      : `none loads a script file; at most ${kib(Math.max(...stateless.map((page) => page.js)))} KiB inline`,
    held: withFramework.length === 0,
  });
  for (const { path, score } of m.lighthouse)
    budgets.push({
      budget: `Lighthouse mobile performance of ${path} ≥ ${LIGHTHOUSE_BUDGET}`,
      measured: String(score),
      held: score >= LIGHTHOUSE_BUDGET,
    });
  const { idleP99, busyP99, logins, loginErrors } = m.logins;
  budgets.push({
    budget: "/api/health p99 while 40 logins/s arrive ≤ 3 × its idle p99",
    measured: `${busyP99.toFixed(0)} ms vs ${idleP99.toFixed(0)} ms idle (${logins.toFixed(0)} logins/s done, ${loginErrors} failed)`,
    // Held only if the logins really came at (nearly) 40 a second: a server that answers fewer slows the load down.
    held: busyP99 <= 3 * Math.max(idleP99, 1) && logins >= 0.9 * 40 && loginErrors === 0,
  });
  const errors = m.throughput.reduce((sum, row) => sum + row.errors, 0);
  budgets.push({ budget: "no errors under load", measured: String(errors), held: errors === 0 });
  const pair = m.twoInstances;
  const pairErrors = pair.measured ? pair.rows.reduce((sum, row) => sum + row.errors, 0) : 0;
  budgets.push({
    budget: "two instances on one PostgreSQL under load: no errors",
    measured: pair.measured ? `${pairErrors} errors` : `not measured: ${pair.reason}`,
    held: pair.measured && pairErrors === 0,
  });

  const lines = [
    `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${m.machine}`,
    "",
    `Each load row ran ${m.runs} times for ${m.seconds} s with 10 connections (load generator on the same machine); medians shown. Ratios are taken within each run, then their median.`,
    "",
    "| budget | measured | verdict |",
    "| --- | --- | --- |",
    ...budgets.map((b) => `| ${b.budget} | ${b.measured} | ${b.held ? "held" : "**over**"} |`),
    "",
    `| load row (reference page: ${m.homeBytes} bytes) | req/s | p99 latency (ms) | errors | share of reference |`,
    "| --- | ---: | ---: | ---: | ---: |",
    ...throughputLines(m.throughput),
    "",
    ...(pair.measured
      ? [
          "| two instances on one PostgreSQL, loaded at once (5 connections each) | instance A req/s | instance B req/s | errors |",
          "| --- | ---: | ---: | ---: |",
          ...pair.rows.map((r) => `| ${r.name} | ${r.perInstance[0].toFixed(0)} | ${r.perInstance[1].toFixed(0)} | ${r.errors} |`),
          "",
        ]
      : []),
    "<details><summary>Page weight of every page (gzipped; inline scripts included)</summary>",
    "",
    "| page | JS (KiB) | CSS (KiB) | script files | keeps client state |",
    "| --- | ---: | ---: | ---: | --- |",
    ...m.weights.map(
      (p) =>
        `| ${p.path}${p.status === 200 ? "" : ` (${p.status})`} | ${kib(p.js)} | ${kib(p.css)} | ${p.files} | ${keepsClientState(p.path) ? "yes" : "no"} |`,
    ),
    "",
    "</details>",
    "",
  ];
  return { markdown: lines.join("\n"), allHeld: budgets.every((b) => b.held) };
}

function throughputLines(rows: ThroughputRow[]): string[] {
  return rows.map(
    (r) => `| ${r.name} | ${r.reqPerSec.toFixed(0)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.ratio === null ? "" : percent(r.ratio)} |`,
  );
}

/** `npm run bench -- --pages`: the uncached pages against the page reference, with their verdicts. */
export function pageRowsTable(rows: ThroughputRow[]): string {
  const verdict = (r: ThroughputRow) =>
    r.ratio === null || r.ratioBudget === null
      ? ""
      : r.ratio >= r.ratioBudget && (r.p99BudgetMs === null || r.p99 <= r.p99BudgetMs)
        ? "held"
        : "**over**";
  return [
    "| load row | req/s | p99 latency (ms) | errors | share of reference | verdict |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...throughputLines(rows).map((line, i) => `${line} ${verdict(rows[i]!)} |`),
  ].join("\n");
}
