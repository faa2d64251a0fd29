import type { GstPageData, GstReturnsPageServices } from "@investar/contract/pages/gst-returns";
import { currentReturnPeriod, parseReturnPeriod } from "@investar/core";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import { getGstr1 } from "./services/get-gstr1.ts";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** /admin/gst's month: its summary, or the reason there is none (a bad period, no business details yet). */
async function getGstPage(deps: AppDeps, text: string): Promise<GstPageData> {
  const typed = text.trim();
  const checked = typed === "" ? { ok: true as const, period: currentReturnPeriod(deps.now()) } : parseReturnPeriod(typed, deps.now());
  if (!checked.ok) return { ok: false, fp: typed.slice(0, 20), message: checked.message };
  const { period } = checked;
  try {
    const report = await getGstr1(deps, period);
    return {
      ok: true,
      fp: period.fp,
      monthLabel: `${MONTHS[period.month - 1]} ${period.year}`,
      summary: report.summary,
      gstin: report.gstr1.gstin,
    };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false, fp: period.fp, message: error.message };
    throw error;
  }
}

export function gstReturnsPageServices(deps: AppDeps): GstReturnsPageServices {
  return { getGstPage: (period) => getGstPage(deps, period) };
}
