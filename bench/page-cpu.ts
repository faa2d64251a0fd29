/**
 * `node bench/page-cpu.ts [--profile <dir>] [--rounds N]`: the server's own CPU time per uncached page
 * (ADR 0057), read from /proc/<pid>/stat around a fixed number of answers. On a shared machine this is far
 * steadier than pages/s. With --profile the server runs under `--cpu-prof` and each page's samples are
 * summarised by self time (bench/profile-summary.ts).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { seedAdminAccount } from "../e2e/support/admin-account.ts";
import { logInForPages, uncachedPageRows } from "./uncached-pages.ts";

const root = new URL("..", import.meta.url).pathname;
const arg = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const profileDir = arg("--profile");
const rounds = Number(arg("--rounds") ?? 3);
const requests = Number(arg("--requests") ?? 200);
const only = arg("--only");
const port = Number(arg("--port") ?? 3691);

const dataDir = mkdtempSync(join(tmpdir(), "investar-page-cpu-"));
await seedAdminAccount(dataDir);
const child = spawn(process.execPath, [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "apps/server/src/main.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMITS: "off" },
  stdio: ["ignore", "ignore", "inherit"],
});
const app = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${app}/api/health`)).ok) break;
  } catch {
    if (i > 600) throw new Error("the server did not come up");
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** User + system CPU of the server process, in milliseconds. */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function fire(url: string, amount: number, headers: Record<string, string>): Promise<void> {
  const result = await autocannon({ url, connections: 2, amount, headers: { "accept-encoding": "br", ...headers } });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
}

try {
  const rows = uncachedPageRows(await logInForPages(app), "").filter((row) => !only || row.name.includes(only));
  const results = new Map<string, number[]>();
  // The profile's clock is the monotonic one: samples before this moment are start-up (bench/profile-summary.ts).
  console.log(`load began at ${process.hrtime.bigint() / 1000n} µs`);
  for (let round = 0; round < rounds; round++) {
    for (const row of rows) {
      const url = row.url(app, "");
      const headers = row.options?.headers ?? {};
      await fire(url, 30, headers);
      const before = cpuMs();
      await fire(url, requests, headers);
      const perPage = (cpuMs() - before) / requests;
      results.set(row.name, [...(results.get(row.name) ?? []), perPage]);
    }
  }
  for (const [name, values] of results) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${name}: min ${sorted[0]!.toFixed(2)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} ms`);
  }
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
