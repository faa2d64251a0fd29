import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_ADMIN, seedAdminAccount } from "../e2e/support/admin-account.ts";

const root = new URL("..", import.meta.url).pathname;

export interface Started {
  url: string;
  stop: () => void;
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

/** Waits until `url` answers OK, polling every 100 ms, `tries` times at the most. */
export async function waitFor(url: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The account the bench logs in with: the e2e journeys' administrator, made the same way (the real CLI). */
export const BENCH_ACCOUNT = E2E_ADMIN;

/**
 * The built server on a fresh embedded database holding one verified administrator. Rate limits are off:
 * the bench sends thousands of requests a second from one address on purpose.
 */
export async function startApp(port: number): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), "investar-bench-"));
  await seedAdminAccount(dataDir);
  const child = start(["apps/server/src/main.ts"], {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    RATE_LIMITS: "off",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return { url, stop: () => child.kill("SIGTERM") };
}

/** The yardstick (bench/reference-server.ts), its page as big as the app's home page. */
export async function startReference(port: number, pageBytes: number): Promise<Started> {
  const child = start(["bench/reference-server.ts", String(port), String(pageBytes)], {});
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`);
  return { url, stop: () => child.kill("SIGTERM") };
}

/** Logs in through the API: the session cookie (for pages) and the login's answer (its bearer token, its account). */
export async function logInAs(appUrl: string, email: string, password: string): Promise<{ cookie: string; answer: LoginAnswer }> {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, answer: (await response.json()) as LoginAnswer };
}

/** The legacy login answer: a bearer token, and the account in `Result`, a JSON string (docs/architecture.md#login-and-sessions). */
export interface LoginAnswer {
  tokenString: string;
  Result: string;
}

/** The session cookie of the bench's account, for the pages behind a login. */
export async function logIn(appUrl: string): Promise<string> {
  return (await logInAs(appUrl, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password)).cookie;
}
