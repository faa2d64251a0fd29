import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** The server's real entry point as its own process (docs/architecture.md#runtime), the way `npm start` runs it. */
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
  exited: Promise<number | null>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
}

/** Starts apps/server/src/main.ts with exactly `env` (plus PATH): callers decide what of the test run's own environment it sees. */
export function startServerProcess(env: Record<string, string>, started: ChildProcess[]): ServerProcess {
  const child = spawn(process.execPath, ["apps/server/src/main.ts"], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not come up");
}
