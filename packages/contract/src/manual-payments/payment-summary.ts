import { z } from "zod";
import { manualPaymentModes, orderStatuses, paymentGateways } from "@investar/core";
import { currencySchema } from "@investar/core/pricing/selection-schema";
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
});

/** A payment (order) as the manual payment and admin payment calls answer it; money in currency units. */
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
