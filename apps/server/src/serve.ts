import { DatabaseLockedError, openDatabase, seedDemo, seedStarter } from "@investar/db";
import { buildApp } from "./app.ts";
import { serveEmbeddedBackups } from "./boot/embedded-backup.ts";
import { passForOperator } from "./boot/renewals-command.ts";
import { serveRenewalPasses } from "./boot/renewals-socket.ts";
import { exitOnFatalErrors } from "./boot/exit-on-fatal-errors.ts";
import { resolveSessionSecret } from "./boot/resolve-session-secret.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { activationHook } from "./features/checkout/index.ts";
import { runAutoRenewPass } from "./features/renewals/services/run-auto-renew-pass.ts";
import { WebBuildMissingError } from "./http/web-app.ts";
import { StorageUnavailableError } from "./integrations/storage/file-store.ts";
import type { Tracing } from "./boot/tracing.ts";

export interface ServeOptions {
  /** Set when tracing runs (main.ts): log lines carry the trace, and the last spans are sent before the exit. */
  tracing?: Tracing;
}

/** The server process (`node apps/server/src/main.ts`): migrate, seed, listen, drain on SIGTERM. */
export async function serve({ tracing }: ServeOptions = {}): Promise<void> {
  const config = resolveSessionSecret(loadConfig());
  const fatal = exitOnFatalErrors(config.mode);
  const database = await openDatabase(config.database);
  // Several instances may start at once (ADR 0016): one migrates and seeds, the others wait and find it done.
  await database.alone(async () => {
    await database.migrate();
    // A deployed site starts with the sample catalogue only (to review from the launch checklist); the demo's
    // invented testimonials, webinars and release notes come with local mode or `npm run cli -- seed-demo` (ADR 0033).
    await (config.mode === "local" ? seedDemo : seedStarter)(database.db);
  });
  const app = await buildApp(config, { database, logFields: tracing?.logFields });
  fatal.useLogger(app.log);
  app.addHook("onClose", async () => database.close());
  if (config.database.kind === "pglite") {
    const stopBackups = await serveEmbeddedBackups(database, config.database.dataDir, app.log);
    app.addHook("preClose", stopBackups);
    // ADR 0048: the operator's `renewals run` beside this server, which holds the embedded database.
    // Everything in the pass runs as of `at`, activation too (its hook reads the deps it is given, as the catalogue's cache is keyed by them).
    const runPass = (at: Date) => {
      const asOf: AppDeps = { ...app.deps, now: () => at };
      asOf.payments = { ...app.deps.payments, onPaid: activationHook(() => asOf) };
      return runAutoRenewPass(asOf, app.log);
    };
    const stopPasses = await serveRenewalPasses(config.database.dataDir, (at) => passForOperator(config, at, runPass), app.log);
    app.addHook("preClose", stopPasses);
  }

  let closing = false;
  // ADR 0016: readiness turns 503 at once while everything is still served, so the proxy stops sending
  // here; then the listener closes, in-flight requests and the job being run finish, and the process exits.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.deps.runtime.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down: draining");
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    // close() ends the connections idle at that moment; one busy with a long response (an installer) goes
    // idle only when it is done, and a keep-alive client would then hold it open until its timeout. Sweeping
    // lets each connection go as soon as its last response is written.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
    await app.close();
    clearInterval(sweep);
    await tracing?.shutdown().catch((error: unknown) => console.error(`tracing: the last spans were not sent: ${String(error)}`));
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  // Migrations ran above: an instance answers nothing, readiness included, before its schema is current.
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Investar is serving ${config.publicUrl}`);
}

/** How the start fails: a clear sentence for what an operator can fix, the whole error otherwise. */
export function exitOnStartFailure(error: unknown): never {
  const expected =
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof WebBuildMissingError ||
    error instanceof StorageUnavailableError;
  console.error(expected ? error.message : error);
  process.exit(1);
}
