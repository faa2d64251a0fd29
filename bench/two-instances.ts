import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresBin, startThrowawayPostgres } from "../apps/server/test/support/throwaway-postgres.ts";
import { load, median, type LoadOptions } from "./load.ts";

const root = new URL("..", import.meta.url).pathname;

export interface InstanceRow {
  name: string;
  /** Median requests per second of each instance while both were loaded at once. */
  perInstance: [number, number];
  errors: number;
}

export type TwoInstances = { measured: false; reason: string } | { measured: true; rows: InstanceRow[] };

const rows: { name: string; path: string; options?: LoadOptions }[] = [
  { name: "GET /api/user/GetVersionHistory", path: "/api/user/GetVersionHistory" },
  {
    name: "POST /api/payment/Quote (anonymous)",
    path: "/api/payment/Quote",
    options: { method: "POST", body: { currency: "INR", product: "Standard", plan: "Quarter" } },
  },
  { name: "GET /Pricing (page)", path: "/Pricing" },
];

async function startInstance(port: number, databaseUrl: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ["apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), "investar-bench-pg-")),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      RATE_LIMITS: "off",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ready = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (i > 900 || child.exitCode !== null) throw new Error(`instance on ${port} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill("SIGTERM") };
}

/**
 * docs/architecture.md#benchmark: the deployment shape of ADR 0016 — two server processes on one PostgreSQL
 * (a throwaway cluster, like CI's) — loaded at the same time, 5 connections each; three runs per row,
 * medians. Skipped, and said so in the report, on a machine without PostgreSQL's server binaries.
 */
export async function twoInstancesUnderLoad(seconds: number, runs: number): Promise<TwoInstances> {
  if (!postgresBin) return { measured: false, reason: "PostgreSQL's server binaries (initdb) are not installed" };
  const cluster = await startThrowawayPostgres();
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    const a = await startInstance(3593, cluster.url);
    const b = await startInstance(3594, cluster.url);
    try {
      const measured: InstanceRow[] = [];
      for (const row of rows) {
        const perRun: [number, number][] = [];
        let errors = 0;
        for (let run = 0; run < runs; run++) {
          const options = { ...row.options, connections: 5 };
          await Promise.all([load(`${a.url}${row.path}`, 1, options), load(`${b.url}${row.path}`, 1, options)]);
          const [onA, onB] = await Promise.all([
            load(`${a.url}${row.path}`, seconds, options),
            load(`${b.url}${row.path}`, seconds, options),
          ]);
          perRun.push([onA.reqPerSec, onB.reqPerSec]);
          errors += onA.errors + onB.errors;
        }
        measured.push({ name: row.name, perInstance: [median(perRun.map((r) => r[0])), median(perRun.map((r) => r[1]))], errors });
      }
      return { measured: true, rows: measured };
    } finally {
      a.stop();
      b.stop();
    }
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await cluster.destroy();
  }
}
