import { DatabaseLockedError, openDatabase, seedDemo } from "@investar/db";
import { ConfigError, loadConfig } from "./config.ts";
import { AppError } from "./errors.ts";
import { BackupError, backupCommand, restoreCommand } from "./boot/backup-commands.ts";
import { privacyCommand } from "./boot/privacy-command.ts";
import { renewalsCommand } from "./boot/renewals-command.ts";
import { RunCommandError } from "./boot/run-moment.ts";
import { seedScaleCommand } from "./boot/seed-scale-command.ts";
// The CLI loads only the use-cases it runs (not the features' index files, which bring their pages along), so it starts fast.
import { grantRole } from "./features/audit/services/grant-role.ts";
import { resetTwoFactor } from "./features/two-factor/services/reset-two-factor.ts";

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                      apply database migrations
  seed-demo                    fill empty content tables with demo content
  grant-role <email> <role>    give a user a role (how the first admin is made)
  reset-two-factor <email>     remove a user's authenticator and recovery codes and sign them out everywhere
  backup <file>                copy the embedded database to a file (also while the server runs)
  restore <file>               replace the embedded database with a backup (the server must be stopped)
  renewals run [--at <time>]   one auto-renew pass (pre-debit notices, debits, retries) as of now or an ISO time
  privacy run [--at <time>]    one retention pass (closed accounts erased, stale sign-ups and old records removed) as of now or an ISO time
  seed-scale [--users N] [--seed S]
                               fill the database with a business of N customers (default 250000) for the scale benchmark`;

async function run(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === "help" || command === "--help") return usage;
  if (
    !["migrate", "seed-demo", "grant-role", "reset-two-factor", "backup", "restore", "renewals", "privacy", "seed-scale"].includes(command)
  )
    throw new UsageError(`Unknown command "${command}".\n\n${usage}`);
  if (command === "grant-role" && rest.length !== 2) throw new UsageError(`grant-role needs an email and a role.\n\n${usage}`);
  if (command === "reset-two-factor" && rest.length !== 1) throw new UsageError(`reset-two-factor needs an email.\n\n${usage}`);
  if ((command === "backup" || command === "restore") && rest.length !== 1)
    throw new UsageError(`${command} needs a file name.\n\n${usage}`);

  const config = loadConfig();
  if (command === "backup") return backupCommand(config, rest[0]!);
  if (command === "restore") return restoreCommand(config, rest[0]!);
  if (command === "renewals") return renewalsCommand(config, rest);
  if (command === "privacy") return privacyCommand(config, rest);
  if (command === "seed-scale") return seedScaleCommand(config, rest);
  const database = await openDatabase(config.database);
  try {
    await database.alone(() => database.migrate());
    if (command === "migrate") return "Migrations applied.";
    if (command === "seed-demo") {
      const { inserted } = await seedDemo(database.db);
      const lines = Object.entries(inserted).map(([table, n]) => `  ${table}: ${n} rows`);
      return lines.length ? `Seeded:\n${lines.join("\n")}` : "Nothing to seed: every content table already has rows.";
    }
    if (command === "reset-two-factor") {
      const reset = await resetTwoFactor({ db: database.db, now: () => new Date() }, rest[0]!);
      const authenticator = reset.hadAuthenticator ? "removed the authenticator" : "found no authenticator";
      return `User ${reset.userId} (${reset.email}): ${authenticator}, removed ${reset.recoveryCodesRemoved} recovery codes, revoked ${reset.sessionsRevoked} sessions. They can sign in with their password and enrol again.`;
    }
    const [email, role] = rest as [string, string];
    const result = await grantRole({ db: database.db }, email, role);
    return `User ${result.userId} (${email}) now has role ${result.role}.`;
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    const expected =
      error instanceof UsageError ||
      error instanceof BackupError ||
      error instanceof RunCommandError ||
      error instanceof AppError ||
      error instanceof ConfigError ||
      error instanceof DatabaseLockedError;
    console.error(expected ? (error as Error).message : error);
    process.exitCode = 1;
  },
);
