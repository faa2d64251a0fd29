/**
 * The journeys' administrator. An admin is made the way an operator makes the first one — the CLI's
 * `grant-role <email> Admin` (docs/architecture.md#operator-commands) — but the CLI can only open the embedded database while no
 * server holds it. So serve.ts does this before it starts the server: it puts a verified account with a
 * password in the fresh e2e database, closes it, and runs the real CLI on it. Nothing about it is
 * reachable over HTTP; the server that then starts is the production one, unchanged.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { openDatabase, schema } from "@investar/db";
import { hashPassword } from "../../apps/server/src/auth/passwords.ts";

export const E2E_ADMIN = { email: "e2e.admin@example.in", password: "Nifty50admin", name: "Office Admin" } as const;
/** A second admin for the two-factor journey: once it enrols an authenticator every login of it asks for a code, which the other journeys' admin must not. */
export const E2E_TOTP_ADMIN = { email: "e2e.totp.admin@example.in", password: "Sensex30staff", name: "Security Admin" } as const;
const ADMINS = [E2E_ADMIN, E2E_TOTP_ADMIN];

/** The embedded database in a data directory, or a PostgreSQL database (the scale benchmark's). */
export type AdminDatabase = { dataDir: string } | { databaseUrl: string };

export async function seedAdminAccount(target: string | AdminDatabase): Promise<void> {
  const where = typeof target === "string" ? { dataDir: target } : target;
  const database = await openDatabase(
    "dataDir" in where ? { kind: "pglite", dataDir: where.dataDir } : { kind: "postgres", url: where.databaseUrl },
  );
  try {
    await database.migrate();
    for (const admin of ADMINS) {
      await database.db
        .insert(schema.users)
        .values({
          email: admin.email,
          fullName: admin.name,
          mobileNo: "9820000001",
          isEmailVerified: true,
          passwordHash: await hashPassword(admin.password),
        })
        .onConflictDoNothing();
    }
  } finally {
    await database.close();
  }
  for (const admin of ADMINS) {
    const cli = spawnSync(
      process.execPath,
      [join(import.meta.dirname, "../../apps/server/src/cli.ts"), "grant-role", admin.email, "Admin"],
      {
        env: { ...process.env, ...("dataDir" in where ? { DATA_DIR: where.dataDir } : { DATABASE_URL: where.databaseUrl }) },
        encoding: "utf8",
      },
    );
    if (cli.status !== 0) throw new Error(`grant-role failed: ${cli.stderr || cli.stdout}`);
  }
}
