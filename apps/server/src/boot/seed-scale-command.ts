import { defaultPoolSettings } from "@investar/db";
import type { Config } from "../config.ts";
import { RunCommandError, buildPassApp } from "./run-moment.ts";

const USAGE = "Usage: npm run cli -- seed-scale [--users <count, default 250000>] [--seed <whole number, default 1>]";

function parseOptions(args: string[], defaultUsers: number): { users: number; seed: number } {
  const options = { users: defaultUsers, seed: 1 };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if ((name !== "--users" && name !== "--seed") || value === undefined || !/^\d+$/.test(value)) throw new RunCommandError(USAGE);
    options[name === "--users" ? "users" : "seed"] = Number(value);
  }
  return options;
}

/**
 * `npm run cli -- seed-scale [--users N] [--seed S]` (docs/architecture.md#scale-data): fills the configured
 * database with a business of N customers for the scale benchmark. A deployed site refuses: these are made-up
 * customers with made-up invoices.
 */
export async function seedScaleCommand(config: Config, args: string[]): Promise<string> {
  const { DEFAULT_SCALE_USERS, ScaleDataExistsError, seedScale, scaleVolumes } = await import("../features/scale-data/index.ts");
  const { users, seed } = parseOptions(args, DEFAULT_SCALE_USERS);
  try {
    scaleVolumes(users);
  } catch (error) {
    throw new RunCommandError((error as Error).message);
  }
  if (config.mode === "deployed")
    throw new RunCommandError("Refusing to seed a scale data set: this is a deployed site (its PUBLIC_URL is not this machine).");
  // Each step writes up to millions of rows in one statement, longer than the per-statement limit that guards the
  // site's requests: the seeding session runs without it.
  const seeding: Config =
    config.database.kind === "postgres"
      ? { ...config, database: { ...config.database, pool: { ...defaultPoolSettings, ...config.database.pool, statementTimeoutMs: 0 } } }
      : config;
  const app = await buildPassApp(
    seeding,
    new Date(),
    "The embedded database is in use by the running server: stop it to make a scale data set there (or use DATABASE_URL).",
  );
  try {
    await app.ready();
    const report = await seedScale(app.deps, users, seed);
    const lines = Object.entries(report.rows).map(([table, n]) => `  ${table}: ${n.toLocaleString("en-IN")}`);
    return `Scale data set of ${users.toLocaleString("en-IN")} customers (seed ${seed}) made in ${report.seconds} s:\n${lines.join("\n")}`;
  } catch (error) {
    if (error instanceof ScaleDataExistsError) throw new RunCommandError(error.message);
    throw error;
  } finally {
    await app.close();
  }
}
