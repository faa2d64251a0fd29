/**
 * The scale benchmark's EXPLAIN row (ADR 0055): the hot reads the rows time, run once in process on the
 * scale data set with their SQL recorded, and each statement's real plan (sequential scans not penalised)
 * searched for a Seq Scan on a table of more than 100,000 rows. The test database's guard
 * (apps/server/test/query-plans.test.ts) proves an index path exists; this shows the planner takes it at size.
 */
import { sql } from "drizzle-orm";
import { fullScans, hotReads, isRead, planOf, recordStatements } from "../apps/server/test/support/query-plans.ts";

export const BIG_TABLE_ROWS = 100_000;

export interface PlanCheck {
  reads: number;
  statements: number;
  /** "read: table (estimated rows)" for each Seq Scan on a big table. */
  scans: string[];
}

export async function checkHotPlans(customer: { id: number; email: string; name: string; mobile: string }): Promise<PlanCheck> {
  const { loadConfig } = await import("../apps/server/src/config.ts");
  const { buildPassApp } = await import("../apps/server/src/boot/run-moment.ts");
  const app = await buildPassApp(loadConfig(), new Date(), "The scale database is in use: stop the server that holds it.");
  try {
    await app.ready();
    const db = app.deps.db;
    const sizes = (await db.execute(
      sql`select relname as name, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    )) as unknown as { rows: Array<{ name: string; rows: string | number }> };
    const big = new Set(sizes.rows.filter((row) => Number(row.rows) > BIG_TABLE_ROWS).map((row) => row.name));
    const check: PlanCheck = { reads: 0, statements: 0, scans: [] };
    for (const read of hotReads(customer)) {
      const statements = (await recordStatements(db, () => read.run(app.deps))).filter(isRead);
      check.reads += 1;
      check.statements += statements.length;
      for (const statement of statements) {
        const plan = await planOf(db, statement, false);
        for (const scan of fullScans(plan).filter((each) => each.how === "Seq Scan" && big.has(each.table))) {
          check.scans.push(`${read.name}: ${scan.table}`);
        }
      }
    }
    return check;
  } finally {
    await app.close();
  }
}
