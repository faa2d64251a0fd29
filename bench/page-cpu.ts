/**
 * `node bench/page-cpu.ts [--profile <dir>] [--rounds N] [--requests N] [--only <name>] [--compare <checkout>]`:
 * the server's own CPU time per uncached page (ADR 0057), read from /proc/<pid>/stat around a fixed number of
 * answers. On a shared machine this is far steadier than pages/s. With --compare, a second server runs from
 * another checkout (an older build, say) and the two are measured turn about, so that both see the same load
 * on the machine. With --profile the server runs under `--cpu-prof` (summarise with bench/profile-summary.ts).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { seedAdminAccount } from "../e2e/support/admin-account.ts";
import { logInForPages, uncachedPageRows } from "./uncached-pages.ts";

const arg = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const profileDir = arg("--profile");
const rounds = Number(arg("--rounds") ?? 3);
const requests = Number(arg("--requests") ?? 200);
const only = arg("--only");
const port = Number(arg("--port") ?? 3691);
const compare = arg("--compare");

interface Server {
  name: string;
  url: string;
  cpuMs(): number;
  stop(): Promise<void>;
}

async function startServer(name: string, root: string, serverPort: number): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), "investar-page-cpu-"));
  await seedAdminAccount(dataDir);
  const child = spawn(
    process.execPath,
    [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "apps/server/src/main.ts"],
    {
      cwd: root,
      env: { ...process.env, PORT: String(serverPort), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMITS: "off" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${serverPort}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (i > 600) throw new Error(`${name} did not come up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    url,
    // User + system CPU of the server process, in milliseconds (fields 14 and 15 of /proc/<pid>/stat, in ticks).
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

async function fire(url: string, amount: number, headers: Record<string, string>): Promise<void> {
  const result = await autocannon({ url, connections: 2, amount, headers: { "accept-encoding": "br", ...headers } });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
}

const root = new URL("..", import.meta.url).pathname;
const servers = [await startServer("this checkout", root, port)];
if (compare) servers.unshift(await startServer(compare, compare, port + 1));
try {
  const sessions = await Promise.all(servers.map((server) => logInForPages(server.url)));
  const rowsOf = (index: number) => uncachedPageRows(sessions[index]!, "").filter((row) => !only || row.name.includes(only));
  const results = new Map<string, number[][]>();
  // The profile's clock is the monotonic one: samples before this moment are start-up (bench/profile-summary.ts).
  console.log(`load began at ${process.hrtime.bigint() / 1000n} µs`);
  for (let round = 0; round < rounds; round++) {
    for (const [rowIndex, row] of rowsOf(0).entries()) {
      const perServer = results.get(row.name) ?? servers.map(() => []);
      for (const [index, server] of servers.entries()) {
        const spec = rowsOf(index)[rowIndex]!;
        const url = spec.url(server.url, "");
        const headers = spec.options?.headers ?? {};
        await fire(url, 30, headers);
        const before = server.cpuMs();
        await fire(url, requests, headers);
        perServer[index]!.push((server.cpuMs() - before) / requests);
      }
      results.set(row.name, perServer);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const [name, perServer] of results) {
    const medians = perServer.map(median);
    const line = servers.map((server, index) => `${server.name}: median ${medians[index]!.toFixed(2)} ms`).join(", ");
    const change = compare ? `, change ${((100 * (medians[1]! - medians[0]!)) / medians[0]!).toFixed(0)}%` : "";
    console.log(`${name}: ${line}${change}`);
  }
} finally {
  for (const server of servers) await server.stop();
}
