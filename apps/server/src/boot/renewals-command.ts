import type { Config } from "../config.ts";
import { buildPassApp, parseRunMoment, RunCommandError } from "./run-moment.ts";

/** Kept as the renewals command's name for its refusals; the moment's refusals are RunCommandError's. */
export class RenewalsCommandError extends RunCommandError {}

/** How long a pass started while another runs waits for it before refusing. */
const WAIT_FOR_OTHER_PASS_MS = 60_000;
const POLL_MS = 1_000;

/**
 * `npm run cli -- renewals run [--at <ISO time>]` (ADR 0042): one auto-renew pass (notices, debits, retries)
 * as of that moment, on the configured database, beside a running server on PostgreSQL. It shares the
 * pass's lease with the servers' renewals job: a pass already running is waited for up to a minute, then
 * the command refuses. A deployed site refuses a moment in the future (tests and local mode drive time with it).
 */
export async function renewalsCommand(config: Config, args: string[]): Promise<string> {
  const at = parseRunMoment("renewals", args, new Date(), config.mode === "deployed");
  const { runAutoRenewPass } = await import("../features/renewals/services/run-auto-renew-pass.ts");
  const app = await buildPassApp(
    config,
    at,
    "The embedded database is in use by the running server, whose renewals job runs this pass every RENEWAL_JOB_INTERVAL_SECONDS. Stop the server to run a pass by hand (or use DATABASE_URL).",
  );
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
