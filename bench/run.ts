import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { cpus, freemem, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { ensureWebBuild } from "../scripts/web-build.ts";
import { lighthouseMobilePerformance } from "./lighthouse-score.ts";

/**
 * `npm run bench` (DESIGN §9): the built server on a fresh database beside a bare-Fastify reference,
 * both measured in this run on this machine. Appends a dated section to bench/RESULTS.md.
 */
const root = new URL("..", import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const APP_PORT = 3591;
const REF_PORT = 3592;
const HOME_JS_BUDGET = 100 * 1024;

ensureWebBuild();

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

interface Row {
  name: string;
  reqPerSec: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, ...requestOptions(options) }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...requestOptions(options) });
  return { name, reqPerSec: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

function requestOptions({ method, body, headers }: { method?: string; body?: unknown; headers?: Record<string, string> }) {
  return {
    method: method ?? "GET",
    headers: { "accept-encoding": "gzip", ...(body ? { "content-type": "application/json" } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  };
}

async function pageWeight(baseUrl: string, path: string): Promise<{ js: number; css: number }> {
  const html = await (await fetch(baseUrl + path)).text();
  const scripts = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  // The client entry imports route chunks it preloads; all of them are listed as modulepreload links.
  const styles = new Set([...html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
  const gz = async (assetPath: string) => gzipSync(Buffer.from(await (await fetch(baseUrl + assetPath)).arrayBuffer()), { level: 9 }).length;
  let js = 0;
  for (const script of scripts) js += await gz(script);
  let css = 0;
  for (const style of styles) css += await gz(style);
  return { js, css };
}

const dataDir = mkdtempSync(join(tmpdir(), "investar-bench-"));
const app = start(["apps/server/src/main.ts"], { PORT: String(APP_PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" });
const appUrl = `http://127.0.0.1:${APP_PORT}`;
try {
  await waitFor(`${appUrl}/api/health`);
  const homeBytes = Buffer.byteLength(await (await fetch(`${appUrl}/`)).text());
  const reference = start(["bench/reference-server.ts", String(REF_PORT), String(homeBytes)], {});
  const refUrl = `http://127.0.0.1:${REF_PORT}`;
  try {
    await waitFor(`${refUrl}/health`);
    const rows: Row[] = [];
    rows.push(await load("reference: bare Fastify JSON route", `${refUrl}/health`));
    rows.push(await load("GET /api/health (database check)", `${appUrl}/api/health`));
    rows.push(await load(`reference: bare Fastify page of ${homeBytes} bytes`, `${refUrl}/page.html`));
    rows.push(await load("GET / (home, SSR)", `${appUrl}/`));
    rows.push(await load("GET /tour/auto-trendlines (SSR)", `${appUrl}/tour/auto-trendlines`));
    rows.push(await load("GET /api/user/GetVersionHistory", `${appUrl}/api/user/GetVersionHistory`));
    const quoteRow = await load("POST /api/payment/Quote (Standard, Quarter, INR, anonymous)", `${appUrl}/api/payment/Quote`, {
      method: "POST",
      body: { currency: "INR", product: "Standard", plan: "Quarter" },
    });
    rows.push(quoteRow);

    const home = await pageWeight(appUrl, "/");
    const lighthouseHome = await lighthouseMobilePerformance(`${appUrl}/`);
    const tour = await pageWeight(appUrl, "/tour/auto-trendlines");
    const apiRatio = rows[1]!.reqPerSec / rows[0]!.reqPerSec;
    const quoteRatio = quoteRow.reqPerSec / rows[0]!.reqPerSec;
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);

    const cpu = cpus()[0]?.model ?? "unknown CPU";
    const lines = [
      `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB (${(freemem() / 2 ** 30).toFixed(0)} GiB free), Node ${process.version}`,
      "",
      `${CONNECTIONS} connections, ${DURATION} s per row, load generator on the same machine.`,
      "",
      "| measurement | req/s | p99 latency (ms) | errors |",
      "| --- | ---: | ---: | ---: |",
      ...rows.map((r) => `| ${r.name} | ${r.reqPerSec.toFixed(0)} | ${r.p99.toFixed(1)} | ${r.errors} |`),
      "",
      `- /api/health throughput is ${(apiRatio * 100).toFixed(0)}% of the bare-Fastify reference (budget ≥ 50%): ${apiRatio >= 0.5 ? "within budget" : "OVER BUDGET"}.`,
      `- Quote (the pricing engine behind POST /api/payment/Quote) throughput is ${(quoteRatio * 100).toFixed(0)}% of the bare-Fastify reference (budget ≥ 50%): ${quoteRatio >= 0.5 ? "within budget" : "OVER BUDGET"}.`,
      `- Home page weight: ${(home.js / 1024).toFixed(1)} KiB JS, ${(home.css / 1024).toFixed(1)} KiB CSS gzipped (budget ≤ 100 KiB JS): ${home.js <= HOME_JS_BUDGET ? "within budget" : "OVER BUDGET"}.`,
      `- Lighthouse mobile performance of the home page: ${lighthouseHome} (budget ≥ 95): ${lighthouseHome >= 95 ? "within budget" : "UNDER BUDGET"}.`,
      `- Tour page weight: ${(tour.js / 1024).toFixed(1)} KiB JS, ${(tour.css / 1024).toFixed(1)} KiB CSS gzipped.`,
      `- Errors under load: ${errors}.`,
      "",
    ];
    const report = lines.join("\n");
    console.log(`\n${report}`);
    const results = join(root, "bench", "RESULTS.md");
    if (!existsSync(results)) writeFileSync(results, "# Benchmark results\n\nAppended by `npm run bench` (DESIGN §9). Newest last.\n\n");
    appendFileSync(results, `${report}\n`);
    if (errors > 0 || home.js > HOME_JS_BUDGET) process.exitCode = 1;
  } finally {
    reference.kill("SIGTERM");
  }
} finally {
  app.kill("SIGTERM");
}
