import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { and, desc, lt } from "drizzle-orm";
import { AUDIT_CSV_COLUMNS, auditCsvRow, type AuditFilter } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { writeAudit } from "./write-audit.ts";
import { findAuditActions } from "./find-audit-actions.ts";
import { auditConditions, selectAuditEntries, toAuditView } from "./list-audit.ts";

/** Rows read per query: the export streams, so a long log never sits in memory whole. */
const BATCH = 500;

/**
 * ExportAudit: every row the filter finds, newest first, as CSV (before and after in their own columns).
 * Read in batches by an id cursor (ids grow with every row written), so rows written while it streams
 * don't shift or repeat any, and the timestamps' microseconds, which a JS Date drops, can't skip one.
 * The export is itself audit-logged, before the first row: it hands out who did what.
 */
export async function exportAudit(deps: AppDeps, actorId: number, filter: AuditFilter): Promise<Readable> {
  await writeAudit(deps.db, { actorId, action: "audit-exported", subject: "audit-log", details: { filter }, at: deps.now() });
  const a = schema.auditLog;
  const where = auditConditions(filter, await findAuditActions(deps.db, filter.action));
  const rows = Readable.from(
    (async function* () {
      let before: number | null = null;
      for (;;) {
        const batch = await selectAuditEntries(deps.db)
          .where(and(where, before === null ? undefined : lt(a.id, before)))
          .orderBy(desc(a.id))
          .limit(BATCH);
        for (const row of batch) yield auditCsvRow(toAuditView(row));
        if (batch.length < BATCH) return;
        before = batch[batch.length - 1]!.id;
      }
    })(),
  );
  return rows.pipe(stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS], bom: true }));
}
