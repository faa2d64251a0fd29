import { sql } from "drizzle-orm";
import { containsPattern } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { rowsOf } from "../../../database/statement-rows.ts";

const c = schema.auditLogDayCounts;

/**
 * The actions an audit filter's text names: those containing it, in any case (ADR 0055#actions-matched-first).
 * The log has a few dozen distinct actions and millions of rows; testing the pattern on every row cost more than
 * the rest of the page, so the distinct actions are found first, by skipping through the day counts' action index
 * from one action to the next, and the log is then read by equality. Null when the filter names no action.
 */
export async function findAuditActions(db: Executor, text: string | undefined): Promise<string[] | null> {
  const wanted = text?.trim();
  if (!wanted) return null;
  const found = await db.execute(sql`
    with recursive actions(action) as (
      (select ${c.action} from ${c} order by ${c.action} limit 1)
      union all
      select (select next.action from ${c} as next where next.action > actions.action order by next.action limit 1)
      from actions
      where actions.action is not null
    )
    select action from actions where action ilike ${containsPattern(wanted)}`);
  return rowsOf<{ action: string }>(found).map((row) => row.action);
}
