import { z } from "zod";
import { GSTR1_CSV_TABLES } from "@investar/core";

export const GST_TAG = "admin gst";

/** Checked by the service, so the reason (not a month, before GST, still to come) reaches the caller. */
export const periodQuery = z.object({
  period: z.string({ error: "period is required: a month written MMYYYY, such as 072026." }).max(20),
});

export const csvQuery = periodQuery.extend({
  table: z.enum(GSTR1_CSV_TABLES, { error: `table must be one of ${GSTR1_CSV_TABLES.join(", ")}.` }),
});

export const registerQuery = z.object({
  from: z.string({ error: "from is required: a date written YYYY-MM-DD." }).max(20),
  to: z.string({ error: "to is required: a date written YYYY-MM-DD." }).max(20),
});

/** The portal's GSTR-1: its full shape is gstr1.schema.json, checked before answering; the document names its two fixed keys. */
export const gstr1Answer = z.looseObject({ gstin: z.string(), fp: z.string() });

/** Private downloads: the documents name customers. */
export function downloadHeaders(fileName: string): Record<string, string> {
  return { "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "private, no-store" };
}
