/**
 * Zod shapes of the manual payment and admin payment routes. Money leaves in currency units, like every
 * payment route (pricing-schemas.ts); the services keep minor units.
 */
import { minorToUnits, orderStatuses } from "@investar/core";
import { paymentSummarySchema } from "@investar/contract/manual-payments/payment-summary";
import { currencySchema, selectionSchema } from "@investar/core/pricing/selection-schema";
import { z } from "zod";
import type { ManualPurchase } from "../services/submit-manual-payment.ts";
import type { PaymentDetails } from "../services/get-payment-details.ts";
import type { PaymentSummary } from "../services/payment-rows.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { units } from "../../catalogue/index.ts";
import { flag, jsonId } from "@investar/contract/parts/schema-parts";

export { paymentSummarySchema };

/** docs/business-rules.md#api-payment's isManualPayment: true (the default) for manual payments, false for card payments. */
export const isManualPayment = flag({ error: "isManualPayment must be true or false." }).default(true);
export const paymentId = (name = "paymentId") => idParam(name);
export const page = z.coerce
  .number({ error: "page must be a number." })
  .int("page must be a whole number.")
  .min(1, "page starts at 1.")
  .max(1_000_000, "page is too large.")
  .default(1);

export const pageFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const upiSchema = z.object({
  link: z.string().describe("upi://pay?pa=…&pn=Investar&am=<amount>&cu=INR&tn=<order number>"),
  qrCode: z.string().describe("The link as a QR code: an SVG data URI"),
});

export function paymentInUnits(summary: PaymentSummary): z.infer<typeof paymentSummarySchema> {
  const { currency: c } = summary;
  return {
    ...summary,
    amount: minorToUnits(summary.amount, c),
    manual: summary.manual ? { ...summary.manual, declaredAmount: minorToUnits(summary.manual.declaredAmount, c) } : null,
  };
}

export const paymentDetailsSchema = paymentSummarySchema.extend({
  customer: z.object({ userId: z.number().int(), name: z.string(), email: z.string(), mobileNo: z.string() }),
  items: z.array(z.object({ name: z.string(), total: units })),
  gst: units,
  walletDeductions: units,
  refund: z
    .object({ amount: units, destination: z.enum(["wallet", "gateway"]), status: z.string(), reason: z.string(), createdAt: z.string() })
    .nullable(),
  upi: upiSchema.nullable(),
  sameReference: z
    .array(z.object({ paymentId: z.number().int(), orderNumber: z.string(), userId: z.number().int(), status: z.enum(orderStatuses) }))
    .describe("Other payments declared with the same bank reference: at most one of them can be activated"),
});

export function detailsInUnits(details: PaymentDetails): z.infer<typeof paymentDetailsSchema> {
  const c = details.currency;
  const inUnits = (minor: number) => minorToUnits(minor, c);
  return {
    ...details,
    ...paymentInUnits(details),
    items: details.items.map((item) => ({ ...item, total: inUnits(item.total) })),
    gst: inUnits(details.gst),
    walletDeductions: inUnits(details.walletDeductions),
    refund: details.refund ? { ...details.refund, amount: inUnits(details.refund.amount) } : null,
  };
}

/** What a manual payment buys: a subscription (selItems) or a webinar seat (webinar), one of the two. */
export const manualPurchaseFields = {
  selItems: selectionSchema.optional(),
  webinar: z
    .object({
      webinarId: jsonId("webinarId"),
      currency: currencySchema,
      couponCode: z.string().trim().max(40, "At most 40 characters.").optional(),
    })
    .optional()
    .describe("A webinar seat instead of a subscription"),
};

type PurchaseFields = { selItems?: z.output<typeof selectionSchema>; webinar?: z.output<typeof manualPurchaseFields.webinar> };

export const oneManualPurchase = {
  check: (body: PurchaseFields) => (body.selItems === undefined) !== (body.webinar === undefined),
  problem: { message: "Send either selItems (a subscription) or webinar (a webinar seat).", path: ["selItems"] },
};

/** The purchase a checked body names (oneManualPurchase guarantees exactly one). */
export function manualPurchaseOf({ selItems, webinar }: PurchaseFields): ManualPurchase {
  return webinar ? { kind: "webinar", ...webinar } : { kind: "subscription", selection: selItems! };
}
