import { DatabaseLockedError } from "@investar/db";
import type { Config } from "../config.ts";
import { resolveSessionSecret } from "./resolve-session-secret.ts";

/** What an operator's `<command> run [--at <time>]` refuses: said to them as it is, without a stack. */
export class RunCommandError extends Error {}

/** A deployed clock may be a little behind the operator's: "now" typed by hand is not the future. */
const FUTURE_TOLERANCE_MS = 60_000;

/**
 * The moment of `<command> run [--at <ISO time>]`: now, or an ISO time with its time zone. A deployed site
 * refuses a moment in the future (tests and the local mode drive time with it).
 */
export function parseRunMoment(command: string, args: string[], now: Date, deployed: boolean): Date {
  if (args[0] !== "run" || (args.length !== 1 && !(args.length === 3 && args[1] === "--at")))
    throw new RunCommandError(`Usage: npm run cli -- ${command} run [--at <ISO time, e.g. 2026-03-21T00:05:00+05:30>]`);
  if (args.length === 1) return now;
  const text = args[2]!;
  const at = new Date(text);
  if (!/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) || Number.isNaN(at.getTime()))
    throw new RunCommandError(`"${text}" is not an ISO time with its time zone (e.g. 2026-03-21T00:05:00+05:30).`);
  refuseFutureMoment(at, now, deployed);
  return at;
}

/** A deployed site refuses a pass as of a moment in the future: checked by the command, and by a server it asks to run one. */
export function refuseFutureMoment(at: Date, now: Date, deployed: boolean): void {
  if (deployed && at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
    throw new RunCommandError(`Refusing a pass as of ${at.toISOString()}: that is in the future, and this is a deployed site.`);
}

/**
 * The app an operator's pass runs in, its clock at `at`: no pages and none of the servers' periodic jobs,
 * so only the pass the command names runs in this process. The embedded database held by a running server
 * is refused with `whenLocked`.
 */
export async function buildPassApp(config: Config, at: Date, whenLocked: string) {
  const { buildApp } = await import("../app.ts");
  const quiet: Config = {
    ...resolveSessionSecret(config),
    webBuildDir: null,
    renewalJobIntervalMs: 0,
    logRetentionIntervalMs: 0,
    paymentReconcile: { ...config.paymentReconcile, intervalMs: 0 },
  };
  try {
    return await buildApp(quiet, { now: () => at });
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw new RunCommandError(whenLocked);
    throw error;
  }
}
