/**
 * Zod shapes of the manual payment and admin payment calls. Money leaves in currency units, like every
 * payment call; the server's services keep minor units.
 */
import { z } from "zod";
import { manualPaymentModes, orderStatuses, paymentGateways } from "@investar/core";
import { currencySchema } from "@investar/core/pricing/selection-schema";
import { idParam } from "../parts/id-param.ts";
import { isoDate } from "../parts/iso-date.ts";
import { flag } from "../parts/schema-parts.ts";
import { units } from "../parts/units.ts";

const currency = currencySchema;

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

const manualDeclarationSchema = z.object({
  mode: z.enum(manualPaymentModes),
  reference: z.string().nullable(),
  declaredAmount: units.describe("What the customer says they paid"),
  paymentDate: isoDate,
  bankName: z.string().nullable(),
  statusText: z.string(),
  statusUpdatedAt: z.string().nullable(),
});

export const paymentSummarySchema = z.object({
  paymentId: z.number().int().describe("The order's id: the paymentId and pId of the admin calls"),
  orderNumber: z.string(),
  userId: z.number().int(),
  gateway: z.enum(paymentGateways),
  status: z.enum(orderStatuses),
  statusWords: z.string(),
  amount: units.describe("The server's quote: what the order is for"),
  currency,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  manual: manualDeclarationSchema.nullable().describe("What the customer declared; null for a card payment"),
});

export const upiSchema = z.object({
  link: z.string().describe("upi://pay?pa=…&pn=Investar&am=<amount>&cu=INR&tn=<order number>"),
  qrCode: z.string().describe("The link as a QR code: an SVG data URI"),
});

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
