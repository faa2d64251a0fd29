import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** The server's real entry point runs as its own process (docs/architecture.md#runtime), the way `npm start` runs it. */
export const repositoryRoot = new URL("../../../..", import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output(): string;
}

const running: ChildProcess[] = [];

export interface SpawnOptions {
  /** Node options put before the script, e.g. an `--import` that injects a fault. */
  nodeArgs?: string[];
  /**
   * Start from exactly `env` (plus PATH and PORT) instead of the test run's environment with local-mode
   * defaults: for tests of what the server does when an operator leaves something out.
   */
  isolated?: boolean;
}

/** `node apps/server/src/main.ts` as a deployment runs it, on its own port. */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  { nodeArgs = [], isolated = false }: SpawnOptions = {},
): ServerProcess {
  const defaults = isolated
    ? { PATH: process.env.PATH ?? "" }
    : { ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn", RATE_LIMITS: "off" };
  const child = spawn(process.execPath, [...nodeArgs, "apps/server/src/main.ts"], {
    cwd: repositoryRoot,
    env: { ...defaults, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** For afterAll: whatever a failed test left running. */
export function killServers(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Up and answering /api/health with 200. */
export async function startHealthyServer(port: number, env: Record<string, string>, options: SpawnOptions = {}): Promise<ServerProcess> {
  const server = spawnServer(port, env, options);
  const state = await waitFor(
    "the server to answer /api/health",
    async () => (server.child.exitCode !== null ? "exited" : (await fetch(`${server.base}/api/health`)).ok && "up"),
    // A first start seeds a new data directory; beside the journeys on a busy machine that has taken past 90 s.
    150_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`);
  });
  if (state === "exited") throw new Error(`server exited:\n${server.output()}`);
  return server;
}
