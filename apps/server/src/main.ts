import { DatabaseLockedError, openDatabase, seedDemo } from "@investar/db";
import { buildApp } from "./app.ts";
import { serveEmbeddedBackups } from "./boot/embedded-backup.ts";
import { exitOnFatalErrors } from "./boot/exit-on-fatal-errors.ts";
import { resolveSessionSecret } from "./boot/resolve-session-secret.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { WebBuildMissingError } from "./http/web-app.ts";
import { StorageUnavailableError } from "./integrations/storage/file-store.ts";

async function main(): Promise<void> {
  const config = resolveSessionSecret(loadConfig());
  const fatal = exitOnFatalErrors(config.mode);
  const database = await openDatabase(config.database);
  await database.migrate();
  await seedDemo(database.db);
  const app = await buildApp(config, { database });
  fatal.useLogger(app.log);
  app.addHook("onClose", async () => database.close());
  if (config.database.kind === "pglite") {
    const stopBackups = await serveEmbeddedBackups(database, config.database.dataDir, app.log);
    app.addHook("preClose", stopBackups);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Investar is serving ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof WebBuildMissingError || error instanceof StorageUnavailableError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
