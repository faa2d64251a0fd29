import { isSelectionPurchase, type Purchase } from "@investar/core";
import type { SelectionInput } from "@investar/core/pricing/selection-schema";
import type { z } from "zod";
import type { seatRequest } from "../webinars/seat-request.ts";

/**
 * The request's fields for a purchase, as the page sends them: the inverse of manual-purchase.ts's manualPurchaseOf.
 * A module of its own, with types only from the schemas, so the page that sends it does not load zod first.
 */
export function manualPurchaseFieldsOf(purchase: Purchase): { selItems: SelectionInput } | { webinar: z.input<typeof seatRequest> } {
  if (isSelectionPurchase(purchase)) return { selItems: { ...purchase.selection, addons: [...purchase.selection.addons] } };
  const { webinarId, currency, couponCode } = purchase;
  return { webinar: { webinarId, currency, ...(couponCode ? { couponCode } : {}) } };
}
