import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "@investar/db";

/** Names one scheduler's claims in job_runs (the pid lets an operator, and the tests, find the holder's process). */
export const newJobHolderId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

const millis = (ms: number) => sql`${ms} * interval '1 millisecond'`;

/**
 * Claims the next run of a job for this process, or answers false: the run is not due yet, or another
 * instance holds it under a lease that has not passed. One conditional upsert, so of several instances
 * polling at once exactly one gets it. The database's clock decides, not the instances'.
 */
export async function claimJobRun(db: Database, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const j = schema.jobRuns;
  const claimed = await db
    .insert(j)
    .values({ name, lockedBy: holder, lockedUntil: sql`now() + ${millis(leaseMs)}`, lastStartedAt: sql`now()`, nextRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: j.name,
      set: { lockedBy: holder, lockedUntil: sql`now() + ${millis(leaseMs)}`, lastStartedAt: sql`now()` },
      setWhere: sql`${j.nextRunAt} <= now() and (${j.lockedUntil} is null or ${j.lockedUntil} <= now())`,
    })
    .returning({ name: j.name });
  return claimed.length > 0;
}

/** Extends the lease while the run goes on; false when it was lost (the database was away longer than the lease). */
export async function renewJobLease(db: Database, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const j = schema.jobRuns;
  const renewed = await db
    .update(j)
    .set({ lockedUntil: sql`now() + ${millis(leaseMs)}` })
    .where(and(eq(j.name, name), eq(j.lockedBy, holder)))
    .returning({ name: j.name });
  return renewed.length > 0;
}

/** Releases the run and makes the next one due an interval after this one started, whether it worked or not. */
export async function finishJobRun(db: Database, name: string, holder: string, intervalMs: number, error: string | null): Promise<void> {
  const j = schema.jobRuns;
  await db
    .update(j)
    .set({
      lockedBy: null,
      lockedUntil: null,
      nextRunAt: sql`${j.lastStartedAt} + ${millis(intervalMs)}`,
      lastFinishedAt: sql`now()`,
      lastError: error,
    })
    .where(and(eq(j.name, name), eq(j.lockedBy, holder)));
}
