import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, killServers, repositoryRoot as root, spawnServer, startHealthyServer } from "../support/processes.ts";

const dataDir = mkdtempSync(join(tmpdir(), "investar-lifecycle-"));
const startServer = (port: number) => spawnServer(port, { DATA_DIR: dataDir });

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ["apps/server/src/cli.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });

afterAll(killServers);

describe("the server process on the embedded database", () => {
  it("locks the data directory, shuts down cleanly on SIGTERM and releases the lock", async () => {
    const port = await freePort();
    const first = await startHealthyServer(port, { DATA_DIR: dataDir });

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another process/);

    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        FullName: "Admin Person",
        Email: "first.admin@example.in",
        MobileNo: "9820012345",
        AgeConfirmed: true,
        RegSrc: "Normal",
      }),
    });
    expect((await registered.json()).category).toBe("FreshRegistration");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    // The data survived the restart and the CLI can open the directory now that the server let go.
    const granted = cli("grant-role", "FIRST.ADMIN@example.in", "admin");
    expect(granted.status).toBe(0);
    expect(granted.stdout).toMatch(/now has role Admin/);

    // Started without NODE_ENV, as `npm start` is: the configuration reads that as production, and so must React.
    const third = await startHealthyServer(
      port,
      { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn" },
      { isolated: true, nodeArgs: ["--import", "./apps/server/test/support/report-react-build.ts"] },
    );
    expect((await fetch(`${third.base}/Pricing`)).status).toBe(200);
    third.child.kill("SIGINT");
    expect(await third.exited).toBe(0);
    expect(third.output()).toContain("react-dom server renderers loaded: react-dom-server.node.production.js\n");
  }, 120_000);
});

describe("npm run cli", () => {
  it("exits non-zero with a clear message on bad input", () => {
    const unknown = cli("frobnicate");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/Unknown command "frobnicate"/);
    const missing = cli("grant-role", "someone@example.in");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/needs an email and a role/);
    const badRole = cli("grant-role", "first.admin@example.in", "Emperor");
    expect(badRole.status).toBe(1);
    expect(badRole.stderr).toMatch(/Unknown role "Emperor"/);
    const noUser = cli("grant-role", "nobody@example.in", "Admin");
    expect(noUser.status).toBe(1);
    expect(noUser.stderr).toMatch(/No user with email nobody@example.in/);
    const noEmail = cli("reset-two-factor");
    expect(noEmail.status).toBe(1);
    expect(noEmail.stderr).toMatch(/reset-two-factor needs an email/);
    const nobody = cli("reset-two-factor", "nobody@example.in");
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toMatch(/No user with email nobody@example.in/);
    const reset = cli("reset-two-factor", "first.admin@example.in");
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/found no authenticator, removed 0 recovery codes, revoked \d+ sessions/);
    // Seven processes in a row, each loading the server's modules: a hang guard, not a timing check.
  }, 120_000);

  it("migrates and seeds idempotently", () => {
    expect(cli("migrate").stdout).toMatch(/Migrations applied/);
    expect(cli("seed-demo").stdout).toMatch(/Nothing to seed/);
  }, 120_000);
});
