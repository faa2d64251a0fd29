/** A payment's refunds as the admin's payment details show them (docs/business-rules.md#refunds); money in currency units. */
import { z } from "zod";
import { refundStatuses } from "@investar/core";
import { units } from "../parts/units.ts";

export const refundEntrySchema = z.object({
  refundId: z.number().int(),
  amount: units,
  destination: z.enum(["wallet", "gateway"]),
  status: z.enum(refundStatuses),
  statusWords: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  refundReference: z.string().nullable().describe("Ours, sent to the gateway as refund_ref_no"),
  gatewayReference: z.string().nullable().describe("The gateway's reference for the refund"),
  utr: z.string().nullable().describe("The UTR of the bank transfer that sent a manual payment back"),
  failureReason: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
});

export const refundTotalsSchema = z.object({
  refunded: units.describe("Settled refunds"),
  inFlight: units.describe("Refunds still with the gateway"),
  left: units.describe("What can still be refunded"),
});
