import { AUTO_RENEW_REFUSALS, purchaseOfSeat, purchaseOfSelection, type Purchase } from "@investar/core";
import { selectionSchema } from "@investar/core/pricing/selection-schema";
import { z } from "zod";
import { seatRequest } from "../webinars/seat-request.ts";

/** What a manual payment buys, as its request carries it: a subscription (selItems) or a webinar seat (webinar), one of the two. */
export const manualPurchaseFields = {
  selItems: selectionSchema.optional(),
  webinar: seatRequest.optional().describe("A webinar seat instead of a subscription"),
  // docs/business-rules.md#auto-renew-opt-in: a manual payment is made once; asking it to renew is refused, not ignored.
  autoRenew: z
    .literal(false, { error: AUTO_RENEW_REFUSALS.manual })
    .optional()
    .describe("Never true: auto-renew needs a card payment (the card checkout's autoRenew)"),
};

/**
 * docs/business-rules.md#one-basket-one-pending-payment: the customer's "I have paid again" on the refusal
 * of a second payment for a basket whose payment is pending; the new one is then marked a possible duplicate.
 */
export const confirmDuplicateField = {
  confirmDuplicate: z
    .boolean({ error: "confirmDuplicate must be true or false." })
    .optional()
    .describe("True when the customer confirms a second payment for a basket whose manual payment is pending"),
};

type PurchaseFields = { selItems?: z.output<typeof selectionSchema>; webinar?: z.output<typeof seatRequest> };

export const oneManualPurchase = {
  check: (body: PurchaseFields) => (body.selItems === undefined) !== (body.webinar === undefined),
  problem: { message: "Send either selItems (a subscription) or webinar (a webinar seat).", path: ["selItems"] },
};

/** The purchase a checked body names (oneManualPurchase guarantees exactly one). */
export function manualPurchaseOf({ selItems, webinar }: PurchaseFields): Purchase {
  return webinar ? purchaseOfSeat(webinar) : purchaseOfSelection(selItems!);
}
