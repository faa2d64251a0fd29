/**
 * ADR 0013 with real server processes on the embedded database: SMTP refusing connections while mail is
 * queued and the server restarts (every mail arrives once after SMTP is back), and a fatal error ending the
 * process non-zero with the error logged, so a supervisor restarts it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { freePort, killServers, startHealthyServer, waitFor } from "../support/processes.ts";
import { startTestSmtp } from "../support/test-smtp.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

afterAll(killServers);

const register = (base: string, email: string) =>
  fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ FullName: "Meera Iyer", Email: email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" }),
  });

describe("SMTP down while mail is queued, and a restart in between", () => {
  it("registrations succeed, readiness shows the backlog, and every mail is delivered exactly once after SMTP returns", async () => {
    const dataDir = seededDataDir("investar-smtp-down-");
    // A port SMTP will listen on later; nothing listens now, so connections are refused.
    const smtpPort = await freePort();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_RETRY_SECONDS: "1" };
    const first = await startHealthyServer(port, env);

    const emails = [1, 2, 3].map((i) => `smtp.down.${i}.${Date.now()}@example.in`);
    for (const email of emails) expect((await register(first.base, email)).status).toBe(200);
    const backlog = await waitFor(
      "readiness to report the failing mail",
      async () => {
        const body = (await (await fetch(`${first.base}/api/health/ready`)).json()) as {
          status: string;
          mail: { status: string; pending: number };
        };
        return body.mail.status === "degraded" && body;
      },
      15_000,
    );
    expect(backlog).toMatchObject({ status: "degraded", mail: { pending: 3 } });
    // Readiness counts a mail as failing once its attempt is claimed, which can be before the failure is logged.
    await waitFor("the failed delivery to be logged", async () => /outbox delivery failed; will retry/.test(first.output()), 15_000);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const second = await startHealthyServer(port, env);
    const smtp = await startTestSmtp(smtpPort);
    try {
      for (const email of emails) await smtp.nextMailTo(email, 40_000);
      await waitFor(
        "readiness to report the outbox empty",
        async () => {
          const body = (await (await fetch(`${second.base}/api/health/ready`)).json()) as { mail: { status: string; pending: number } };
          return body.mail.status === "ok" && body.mail.pending === 0;
        },
        15_000,
      );
      // Taken above: anything still arriving would be a second copy.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 360_000); // two server starts (150 s each at most) and the mail's waits: past two minutes beside the journeys
});

describe("a fatal error in the process", () => {
  for (const fault of ["exception", "rejection"] as const) {
    it(`an unhandled ${fault} is logged with context and ends the process with a non-zero code`, async () => {
      const dataDir = seededDataDir("investar-fatal-");
      const server = await startHealthyServer(
        await freePort(),
        { DATA_DIR: dataDir, INJECT_FAULT: fault },
        { nodeArgs: ["--import", "./apps/server/test/support/inject-fault.ts"] },
      );
      server.child.kill("SIGUSR2");
      expect(await server.exited).toBe(1);
      const logged = server.output();
      expect(logged).toMatch(
        fault === "exception" ? /uncaught exception: the process exits/ : /unhandled promise rejection: the process exits/,
      );
      expect(logged).toMatch(`injected ${fault}`);
      // PUBLIC_URL is on this machine: nobody supervises it, so the message says how to restart.
      expect(logged).toMatch(/Start it again with: npm start/);
    }, 180_000); // a first start seeds a new data directory: past a minute beside the journeys on a busy machine
  }
});
