import { like, sql } from "drizzle-orm";
import { schema, seedDemo } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { hashPassword } from "../../../auth/passwords.ts";
import { SCALE_HISTORY_DAYS, scaleVolumes } from "../scale-volumes.ts";
import { SCALE_EMAIL_DOMAIN, makePurchaseTemplates } from "./make-purchase-templates.ts";
import { seedScaleHistory, seedScaleWalletAndReferrals, seedScaleWebinars } from "./seed-scale-activity.ts";
import { seedScaleOrders, seedScaleSubscriptions, seedScaleTaxDocuments } from "./seed-scale-purchases.ts";
import { seedScaleUsers } from "./seed-scale-users.ts";

/** Every scale account logs in with this password (docs/architecture.md#scale-data), so the benchmark can be any customer. */
export const SCALE_PASSWORD = "ScaleTrader2026";

export interface SeedScaleReport {
  rows: Record<keyof typeof COUNTED, number>;
  seconds: number;
}

export class ScaleDataExistsError extends Error {}

const COUNTED = {
  users: schema.users,
  orders: schema.orders,
  invoices: schema.invoices,
  credit_notes: schema.creditNotes,
  subscription_history: schema.subscriptionHistory,
  user_subscriptions: schema.userSubscriptions,
  wallet_ledger: schema.walletLedger,
  referrals: schema.referrals,
  webinar_registrations: schema.webinarRegistrations,
  audit_log: schema.auditLog,
  login_attempts: schema.loginAttempts,
  client_logs: schema.clientLogs,
  mail_outbox: schema.mailOutbox,
};

/**
 * `npm run cli -- seed-scale [--users N] [--seed S]` (docs/architecture.md#scale-data): the business at its size,
 * built by the database itself from a few real purchases, each step one INSERT … SELECT over generate_series.
 * The same users and seed give the same data set. A database that holds one already is refused.
 */
export async function seedScale(deps: AppDeps, users: number, seed: number): Promise<SeedScaleReport> {
  const volumes = scaleVolumes(users);
  const started = performance.now();
  if ((await deps.db.$count(schema.users, like(schema.users.email, `%@${SCALE_EMAIL_DOMAIN}`))) > 0)
    throw new ScaleDataExistsError(
      `This database already holds a scale data set (accounts @${SCALE_EMAIL_DOMAIN}); start from an empty one.`,
    );
  // The templates buy from the demo catalogue (an empty one gets it; one with content keeps its own).
  await seedDemo(deps.db);
  const end = deps.now();
  const start = new Date(end.getTime() - SCALE_HISTORY_DAYS * 86_400_000);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const templates = await makePurchaseTemplates(deps, passwordHash);
  await deps.db.transaction(async (tx) => {
    await seedScaleUsers(tx, volumes, seed, passwordHash, start, end);
    await seedScaleOrders(tx, volumes, seed, templates, end);
    await seedScaleTaxDocuments(tx, volumes, seed);
    await seedScaleSubscriptions(tx);
    await seedScaleWalletAndReferrals(tx, volumes, seed, end);
    await seedScaleWebinars(tx, volumes, seed, end);
    await seedScaleHistory(tx, volumes, seed, end);
  });
  // The planner's statistics, so the first queries on the new data set already use its indexes.
  await deps.db.execute(sql`analyze`);
  const rows = {} as SeedScaleReport["rows"];
  for (const [name, table] of Object.entries(COUNTED)) rows[name as keyof typeof COUNTED] = await deps.db.$count(table);
  return { rows, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
