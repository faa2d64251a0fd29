import { lt } from "drizzle-orm";
import { schema } from "@investar/db";
import { deleteInBatches } from "../../../database/delete-in-batches.ts";
import type { AppDeps } from "../../../deps.ts";

/** How long conversion and browser logs are kept (ADR 0012): long enough for a quarter's ad reports. */
export const LOG_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

export interface PurgeReport {
  conversionLogs: number;
  clientLogs: number;
}

/**
 * Deletes what the public log endpoints wrote more than LOG_RETENTION_DAYS ago. Safe to run beside
 * itself and beside live traffic: each run deletes by age only, through the `at` index in bounded batches
 * of short statements (ADR 0056), so a second one finds nothing left.
 */
export async function purgeExpiredLogs(deps: Pick<AppDeps, "db" | "now">): Promise<PurgeReport> {
  const cutoff = new Date(deps.now().getTime() - LOG_RETENTION_DAYS * DAY_MS);
  const c = schema.conversionLogs;
  const l = schema.clientLogs;
  return {
    conversionLogs: await deleteInBatches(deps.db, c, c.id, lt(c.at, cutoff)),
    clientLogs: await deleteInBatches(deps.db, l, l.id, lt(l.at, cutoff)),
  };
}
