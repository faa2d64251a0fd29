import { lt } from "drizzle-orm";
import { schema } from "@investar/db";
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
 * itself and beside live traffic: each run deletes by age only, so a second one finds nothing left.
 */
export async function purgeExpiredLogs(deps: Pick<AppDeps, "db" | "now">): Promise<PurgeReport> {
  const cutoff = new Date(deps.now().getTime() - LOG_RETENTION_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const conversions = await tx
      .delete(schema.conversionLogs)
      .where(lt(schema.conversionLogs.at, cutoff))
      .returning({ id: schema.conversionLogs.id });
    const clients = await tx.delete(schema.clientLogs).where(lt(schema.clientLogs.at, cutoff)).returning({ id: schema.clientLogs.id });
    return { conversionLogs: conversions.length, clientLogs: clients.length };
  });
}
