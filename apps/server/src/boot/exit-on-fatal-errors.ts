import type { FastifyBaseLogger } from "fastify";
import type { RunMode } from "../config.ts";

/**
 * ADR 0013: after an uncaught exception or an unhandled rejection nothing can be trusted about the process's
 * state (a half-done request, a worker stuck), so it logs what happened and exits non-zero; the supervisor
 * (deploy/: systemd or compose with a restart policy) starts a fresh one. Locally nobody restarts it, so the
 * message says how. Everything that must survive a restart is in the database (outbox, order states).
 */
export function exitOnFatalErrors(mode: RunMode): { useLogger(log: FastifyBaseLogger): void } {
  let log: FastifyBaseLogger | null = null;
  const local = mode === "local";
  const die = (kind: string, error: unknown) => {
    const context = {
      kind,
      err: error instanceof Error ? error : new Error(String(error)),
      pid: process.pid,
      uptimeSeconds: Math.round(process.uptime()),
    };
    if (log) log.fatal(context, `${kind}: the process exits so that its supervisor starts a fresh one`);
    else console.error(`${kind}:`, error);
    if (local) console.error("\nThe server stopped because of the error above. Start it again with: npm start");
    process.exitCode = 1;
    // Let the log line reach stdout; nothing else is waited for.
    setTimeout(() => process.exit(1), 100).unref();
  };
  process.on("uncaughtException", (error) => die("uncaught exception", error));
  process.on("unhandledRejection", (reason) => die("unhandled promise rejection", reason));
  return {
    useLogger(next) {
      log = next;
    },
  };
}
