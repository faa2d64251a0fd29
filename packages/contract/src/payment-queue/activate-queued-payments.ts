import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { jsonId } from "../parts/schema-parts.ts";

export const MAX_BULK_ACTIVATIONS = 100;

export const activateQueuedPayments = defineEndpoint({
  method: "POST",
  path: "/api/admin/payment-queue/activate",
  body: z.object({
    paymentIds: z
      .array(jsonId("paymentId"))
      .min(1, "Tick at least one payment to activate.")
      .max(MAX_BULK_ACTIVATIONS, `Activate at most ${MAX_BULK_ACTIVATIONS} payments at a time.`),
  }),
  answer: z.object({
    results: z
      .array(
        z.object({
          paymentId: z.number().int(),
          orderNumber: z.string().max(40).nullable(),
          outcome: z.enum(["activated", "already-activated", "failed"]),
          message: z.string().max(1000),
        }),
      )
      .max(MAX_BULK_ACTIVATIONS),
    activated: z.number().int(),
    alreadyActivated: z.number().int(),
    failed: z.number().int(),
  }),
});
