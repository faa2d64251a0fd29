import { manualPaymentModes, orderStatuses, paymentGateways } from "@investar/core";
import { currencySchema } from "@investar/core/pricing/selection-schema";
import { z } from "zod";
import { isoDate } from "../parts/iso-date.ts";
import { units } from "../parts/units.ts";

const manualDeclarationSchema = z.object({
  mode: z.enum(manualPaymentModes),
  reference: z.string().nullable(),
  declaredAmount: units.describe("What the customer says they paid"),
  paymentDate: isoDate,
  bankName: z.string().nullable(),
  statusText: z.string(),
  statusUpdatedAt: z.string().nullable(),
  rejectionReason: z.string().nullable().describe("Why staff rejected the payment, as the customer reads it; null unless rejected"),
  rejectedAt: z.string().nullable(),
  possibleDuplicateOf: z
    .number()
    .int()
    .nullable()
    .describe("The paymentId of the customer's pending payment for the same basket, when they insisted on submitting this one too"),
});

/** A payment (an order and, for a manual one, what the customer declared) as the payment calls answer it. */
export const paymentSummarySchema = z.object({
  paymentId: z.number().int().describe("The order's id: the paymentId and pId of the admin calls"),
  orderNumber: z.string(),
  userId: z.number().int(),
  gateway: z.enum(paymentGateways),
  status: z.enum(orderStatuses),
  statusWords: z.string(),
  amount: units.describe("The server's quote: what the order is for"),
  currency: currencySchema,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  manual: manualDeclarationSchema.nullable().describe("What the customer declared; null for a card payment"),
});

/** What a UPI customer scans or taps: the exact amount, with the order number as the note. */
export const upiSchema = z.object({
  link: z.string().describe("upi://pay?pa=…&pn=Investar&am=<amount>&cu=INR&tn=<order number>"),
  qrCode: z.string().describe("The link as a QR code: an SVG data URI"),
});
