/** What /admin/gst reads from the GST returns feature (ADR 0037). */
import type { Gstr1Summary } from "@investar/core";

export type GstPageData =
  | {
      ok: true;
      /** "072026" */
      fp: string;
      /** "July 2026" */
      monthLabel: string;
      summary: Gstr1Summary;
      /** The supplier's GSTIN the return is filed under. */
      gstin: string;
    }
  | { ok: false; fp: string; message: string };

export interface GstReturnsPageServices {
  /** /admin/gst: a month's GSTR-1 summary (period "MMYYYY"; empty: the current month), or why it cannot be made. */
  getGstPage(period: string): Promise<GstPageData>;
}
