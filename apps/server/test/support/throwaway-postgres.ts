import { execFile, execFileSync, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import { freePort } from "./processes.ts";

/** The directory of initdb/pg_ctl, or null when PostgreSQL's binaries are not installed. */
export const postgresBin: string | null = (() => {
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  // Debian's packages keep the server binaries off the PATH; .ci/run looks there too.
  const initdb = found || (existsSync("/usr/lib/postgresql/15/bin/initdb") ? "/usr/lib/postgresql/15/bin/initdb" : null);
  return initdb ? dirname(execFileSync("readlink", ["-f", initdb], { encoding: "utf8" }).trim()) : null;
})();

const asRoot = userInfo().uid === 0;

/** PostgreSQL refuses to run as root; CI runs as root, so the cluster runs as the postgres user (like .ci/run). */
async function run(binary: string, args: string[]): Promise<void> {
  const [command, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(postgresBin!, binary), ...args]]
    : [join(postgresBin!, binary), args];
  // Async, so a test's own load keeps running while the database restarts.
  await promisify(execFile)(command, argv as string[]);
}

export interface ThrowawayPostgres {
  url: string;
  /** What a managed database does on failover or maintenance: connections are ended, the server comes back. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** A PostgreSQL cluster of its own in a temporary directory on a free port, which the test may stop and restart. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!postgresBin) throw new Error("PostgreSQL binaries (initdb, pg_ctl) are not installed");
  const dir = mkdtempSync(join(tmpdir(), "investar-faults-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, -1);
  }
  const port = await freePort();
  const data = join(dir, "data");
  await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  // -l on every start: without a log file the postmaster keeps our pipe open and pg_ctl never seems to finish.
  const serverArgs = ["-D", data, "-l", join(dir, "log"), "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "-w"];
  const start = () => run("pg_ctl", [...serverArgs, "start"]);
  await start();
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => run("pg_ctl", [...serverArgs, "-m", "fast", "restart"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    start,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One loud line instead of the fault tests when PostgreSQL is not installed (like the e2e runner without Chromium). */
export function announceMissingPostgres(suite: string): void {
  if (!postgresBin) console.warn(`!!! ${suite} SKIPPED: no PostgreSQL binaries (initdb) on PATH !!!`);
}
