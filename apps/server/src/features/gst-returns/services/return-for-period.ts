import { parseReturnPeriod, type ReturnPeriod } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict } from "../../../errors.ts";
import { businessProfileInEffect, supplierDetails } from "../../business/index.ts";

/** The period asked for, refused with its reason (docs/business-rules.md#gst-returns): not MMYYYY, before July 2017, or not begun. */
export function periodOrRefuse(deps: AppDeps, text: string): ReturnPeriod {
  const checked = parseReturnPeriod(text, deps.now());
  if (!checked.ok) throw badRequest(checked.message);
  return checked.period;
}

/** The seller whose return this is: the business profile in effect (a deployed site without one has no GSTIN to file under). */
export async function returnSupplier(deps: AppDeps): Promise<{ gstin: string; legalName: string }> {
  const business = await businessProfileInEffect(deps);
  if (!business) throw conflict("Enter the business details on /admin/business first: a return is filed under the business's GSTIN.");
  const supplier = supplierDetails(business, deps.config);
  return { gstin: supplier.gstin, legalName: supplier.legalName };
}
