import type { Config } from "../config.ts";
import { RenewalsCommandError, requestPassFromServer, type PassAnswer } from "./renewals-socket.ts";
import { buildPassApp, parseRunMoment, refuseFutureMoment } from "./run-moment.ts";

export { RenewalsCommandError };

/** How long a pass started while another runs waits for it before refusing. */
const WAIT_FOR_OTHER_PASS_MS = 60_000;
const POLL_MS = 1_000;

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
  const at = parseRunMoment("renewals", args, new Date(), config.mode === "deployed");
  if (config.database.kind === "pglite") {
    const { dataDir } = config.database;
    const first = await requestPassFromServer(dataDir, at);
    if (first !== null) {
      const answer = await untilNotBusy(async () => (first !== "busy" ? first : ((await requestPassFromServer(dataDir, at)) ?? "busy")));
      return describeReport(at, answer.report);
    }
  }
  const { runAutoRenewPass } = await import("../features/renewals/services/run-auto-renew-pass.ts");
  const app = await buildPassApp(
    config,
    at,
    "The embedded database is in use, but no server answered on DATA_DIR/renewals.sock: is it still starting? Try again in a moment.",
  );
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
  refuseFutureMoment(at, new Date(), config.mode === "deployed");
  const report = await run(at);
  return report === "busy" ? "busy" : { report };
}
