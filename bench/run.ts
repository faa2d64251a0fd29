import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { cpus, freemem, totalmem } from "node:os";
import { join } from "node:path";
import { ensureWebBuild } from "../scripts/web-build.ts";
import { lighthouseMobilePerformance } from "./lighthouse-score.ts";
import { load, median, type Load } from "./load.ts";
import { healthUnderLogins } from "./login-load.ts";
import { anonymousPages, lighthousePages, signedInPages } from "./pages.ts";
import { pageWeight, type PageWeight } from "./page-weight.ts";
import { pageRowsTable, report, type ThroughputRow } from "./report.ts";
import { logIn, startApp, startReference } from "./servers.ts";
import { twoInstancesUnderLoad } from "./two-instances.ts";
import { logInForPages, uncachedPageRows, type RowSpec } from "./uncached-pages.ts";

/**
 * `npm run bench` (docs/architecture.md#benchmark): the built server on a fresh database beside a bare-Fastify reference, both
 * measured on this machine. Every load row runs three times and reports its median; each ratio to the
 * reference is taken within one run (the reference measured just before), then the median of the three.
 * Appends a dated section with a table of the budgets to bench/RESULTS.md.
 */
if (process.argv.includes("--scale")) {
  // The scale benchmark is a run of its own (bench/scale.ts), on the scale data set.
  await import("./scale.ts");
  process.exit();
}

const root = new URL("..", import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = 3;
/** `--pages`: only the page reference and the uncached pages, printed and not recorded, to measure one change quickly. */
const PAGES_ONLY = process.argv.includes("--pages");

const REF_JSON = "reference: bare Fastify JSON route";
const REF_PAGE = "reference: bare Fastify page of the home page's size";
const rowSpecs: RowSpec[] = [
  { name: REF_JSON, url: (_app, ref) => `${ref}/health` },
  { name: REF_PAGE, url: (_app, ref) => `${ref}/page.html` },
  { name: "GET /api/health (cached GET)", url: (app) => `${app}/api/health`, against: { row: REF_JSON, budget: 0.5 } },
  {
    name: "GET /api/user/GetVersionHistory (cached GET)",
    url: (app) => `${app}/api/user/GetVersionHistory`,
    against: { row: REF_JSON, budget: 0.5 },
  },
  { name: "GET / (home, cached page)", url: (app) => `${app}/`, against: { row: REF_PAGE, budget: 0.5 } },
  { name: "GET /tour/auto-trendlines (cached page)", url: (app) => `${app}/tour/auto-trendlines`, against: { row: REF_PAGE, budget: 0.5 } },
  {
    name: "POST /api/payment/Quote (Standard, Quarter, INR, anonymous)",
    url: (app) => `${app}/api/payment/Quote`,
    options: { method: "POST", body: { currency: "INR", product: "Standard", plan: "Quarter" } },
    against: { row: REF_JSON, budget: 0.3 },
  },
];

ensureWebBuild();
const app = await startApp(3591);
try {
  const homeBytes = Buffer.byteLength(await (await fetch(`${app.url}/`)).text());
  const reference = await startReference(3592, homeBytes);
  try {
    const pageRows = uncachedPageRows(await logInForPages(app.url), REF_PAGE);
    if (PAGES_ONLY) rowSpecs.splice(0, rowSpecs.length, ...rowSpecs.filter((spec) => spec.name === REF_PAGE));
    rowSpecs.push(...pageRows);
    const runs: Map<string, Load>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const measured = new Map<string, Load>();
      for (const spec of rowSpecs) {
        const url = spec.url(app.url, reference.url);
        await load(url, 1, spec.options); // warm-up
        measured.set(spec.name, await load(url, SECONDS, spec.options));
      }
      runs.push(measured);
    }
    const throughput: ThroughputRow[] = rowSpecs.map((spec) => ({
      name: spec.name,
      reqPerSec: median(runs.map((run) => run.get(spec.name)!.reqPerSec)),
      p99: median(runs.map((run) => run.get(spec.name)!.p99)),
      errors: runs.reduce((sum, run) => sum + run.get(spec.name)!.errors, 0),
      ratio: spec.against ? median(runs.map((run) => run.get(spec.name)!.reqPerSec / run.get(spec.against!.row)!.reqPerSec)) : null,
      ratioBudget: spec.against?.budget ?? null,
      against: spec.against?.row ?? null,
      p99BudgetMs: spec.p99BudgetMs ?? null,
    }));
    if (PAGES_ONLY) {
      console.log(pageRowsTable(throughput));
      // Nothing else is measured: the servers stop here (their inherited stderr would keep this run's output open).
      reference.stop();
      app.stop();
      process.exit();
    }

    const logins = await healthUnderLogins(app.url, SECONDS);

    const cookie = await logIn(app.url);
    const weights: PageWeight[] = [];
    for (const path of anonymousPages) weights.push(await pageWeight(app.url, path));
    for (const path of signedInPages) weights.push(await pageWeight(app.url, path, { cookie }));

    const lighthouse: { path: string; score: number }[] = [];
    for (const path of lighthousePages) {
      const scores: number[] = [];
      for (let run = 0; run < RUNS; run++) scores.push(await lighthouseMobilePerformance(`${app.url}${path}`));
      lighthouse.push({ path, score: median(scores) });
    }

    const twoInstances = await twoInstancesUnderLoad(SECONDS, RUNS);

    const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB (${(freemem() / 2 ** 30).toFixed(0)} GiB free), Node ${process.version}`;
    const { markdown, allHeld } = report({
      machine,
      seconds: SECONDS,
      runs: RUNS,
      homeBytes,
      throughput,
      logins,
      twoInstances,
      weights,
      lighthouse,
    });
    console.log(`\n${markdown}`);
    const results = join(root, "bench", "RESULTS.md");
    if (!existsSync(results))
      writeFileSync(results, "# Benchmark results\n\nAppended by `npm run bench` (docs/architecture.md#benchmark). Newest last.\n\n");
    appendFileSync(results, `${markdown}\n`);
    if (!allHeld) process.exitCode = 1;
  } finally {
    reference.stop();
  }
} finally {
  app.stop();
}
