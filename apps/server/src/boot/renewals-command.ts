import { DatabaseLockedError } from "@investar/db";
import type { Config } from "../config.ts";
import { resolveSessionSecret } from "./resolve-session-secret.ts";

export class RenewalsCommandError extends Error {}

/** How long a pass started while another runs waits for it before refusing. */
const WAIT_FOR_OTHER_PASS_MS = 60_000;
const POLL_MS = 1_000;
/** A deployed clock may be a little behind the operator's: "now" typed by hand is not the future. */
const FUTURE_TOLERANCE_MS = 60_000;

function parseMoment(args: string[], now: Date): Date {
  if (args[0] !== "run" || (args.length !== 1 && !(args.length === 3 && args[1] === "--at")))
    throw new RenewalsCommandError("Usage: npm run cli -- renewals run [--at <ISO time, e.g. 2026-03-21T00:05:00+05:30>]");
  if (args.length === 1) return now;
  const text = args[2]!;
  const at = new Date(text);
  if (!/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) || Number.isNaN(at.getTime()))
    throw new RenewalsCommandError(`"${text}" is not an ISO time with its time zone (e.g. 2026-03-21T00:05:00+05:30).`);
  return at;
}

/**
 * `npm run cli -- renewals run [--at <ISO time>]` (ADR 0042): one auto-renew pass (notices, debits, retries)
 * as of that moment, on the configured database, beside a running server on PostgreSQL. It shares the
 * pass's lease with the servers' renewals job: a pass already running is waited for up to a minute, then
 * the command refuses. A deployed site refuses a moment in the future (tests and local mode drive time with it).
 */
export async function renewalsCommand(config: Config, args: string[]): Promise<string> {
  const at = parseMoment(args, new Date());
  if (config.mode === "deployed" && at.getTime() > Date.now() + FUTURE_TOLERANCE_MS)
    throw new RenewalsCommandError(`Refusing a pass as of ${at.toISOString()}: that is in the future, and this is a deployed site.`);
  const { buildApp } = await import("../app.ts");
  const { runAutoRenewPass } = await import("../features/renewals/services/run-auto-renew-pass.ts");
  // No pages, and none of the servers' periodic jobs: only this pass runs in this process.
  const quiet: Config = {
    ...resolveSessionSecret(config),
    webBuildDir: null,
    renewalJobIntervalMs: 0,
    paymentReconcile: { ...config.paymentReconcile, intervalMs: 0 },
  };
  let app;
  try {
    app = await buildApp(quiet, { now: () => at });
  } catch (error) {
    if (error instanceof DatabaseLockedError)
      throw new RenewalsCommandError(
        "The embedded database is in use by the running server, whose renewals job runs this pass every RENEWAL_JOB_INTERVAL_SECONDS. Stop the server to run a pass by hand (or use DATABASE_URL).",
      );
    throw error;
  }
  try {
    await app.ready();
    const deadline = Date.now() + WAIT_FOR_OTHER_PASS_MS;
    for (;;) {
      const report = await runAutoRenewPass(app.deps, app.log);
      if (report !== "busy") {
        const counts = Object.entries(report).filter(([, n]) => n > 0);
        const lines = counts.map(([step, n]) => `  ${step}: ${n}`);
        return `Auto-renew pass as of ${at.toISOString()}:\n${lines.length > 0 ? lines.join("\n") : "  nothing was due"}`;
      }
      if (Date.now() > deadline)
        throw new RenewalsCommandError(
          "Another auto-renew pass has been running for over a minute; nothing was done. Try again when it has finished.",
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await app.close();
  }
}
