import { DatabaseLockedError } from "@investar/db";
import type { Config } from "../config.ts";
import { resolveSessionSecret } from "./resolve-session-secret.ts";
import { RenewalsCommandError, requestPassFromServer, type PassAnswer } from "./renewals-socket.ts";

export { RenewalsCommandError };

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

/** A deployed site refuses a pass as of a moment in the future (tests and local mode drive time with it). Checked by the command and by the server it asks. */
export function refuseFutureMoment(config: Pick<Config, "mode">, at: Date): void {
  if (config.mode === "deployed" && at.getTime() > Date.now() + FUTURE_TOLERANCE_MS)
    throw new RenewalsCommandError(`Refusing a pass as of ${at.toISOString()}: that is in the future, and this is a deployed site.`);
}

function describeReport(at: Date, report: Record<string, number>): string {
  const lines = Object.entries(report)
    .filter(([, n]) => n > 0)
    .map(([step, n]) => `  ${step}: ${n}`);
  return `Auto-renew pass as of ${at.toISOString()}:\n${lines.length > 0 ? lines.join("\n") : "  nothing was due"}`;
}

/** Runs `pass` until it is not busy, waiting for another pass up to a minute; then refuses. */
async function untilNotBusy<T>(pass: () => Promise<T | "busy">): Promise<T> {
  const deadline = Date.now() + WAIT_FOR_OTHER_PASS_MS;
  for (;;) {
    const answer = await pass();
    if (answer !== "busy") return answer;
    if (Date.now() > deadline)
      throw new RenewalsCommandError(
        "Another auto-renew pass has been running for over a minute; nothing was done. Try again when it has finished.",
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * `npm run cli -- renewals run [--at <ISO time>]` (ADRs 0042, 0048): one auto-renew pass (notices, debits,
 * retries) as of that moment. On the embedded database a running server holds the data directory, so the
 * pass is asked of it over DATA_DIR/renewals.sock; with no server (or on PostgreSQL, beside any number of
 * servers) the command runs it itself. Either way it shares the pass's lease with the servers' renewals
 * job: a pass already running is waited for up to a minute, then the command refuses.
 */
export async function renewalsCommand(config: Config, args: string[]): Promise<string> {
  const at = parseMoment(args, new Date());
  refuseFutureMoment(config, at);
  if (config.database.kind === "pglite") {
    const { dataDir } = config.database;
    const first = await requestPassFromServer(dataDir, at);
    if (first !== null) {
      const answer = await untilNotBusy(async () => (first !== "busy" ? first : ((await requestPassFromServer(dataDir, at)) ?? "busy")));
      return describeReport(at, answer.report);
    }
  }
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
        "The embedded database is in use, but no server answered on DATA_DIR/renewals.sock: is it still starting? Try again in a moment.",
      );
    throw error;
  }
  try {
    await app.ready();
    const report = await untilNotBusy(() => runAutoRenewPass(app.deps, app.log));
    return describeReport(at, report);
  } finally {
    await app.close();
  }
}

/** The server's side of the socket: one pass as of `at` with the server's own dependencies. */
export async function passForOperator(
  config: Pick<Config, "mode">,
  at: Date,
  run: (at: Date) => Promise<Record<string, number> | "busy">,
): Promise<PassAnswer> {
  refuseFutureMoment(config, at);
  const report = await run(at);
  return report === "busy" ? "busy" : { report };
}
