import { z } from "zod";
import { refundStatuses } from "@investar/core";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";

export const checkRefundStatus = defineEndpoint({
  method: "POST",
  path: "/api/payment/CheckRefundStatus",
  body: z.object({ refundId: idParam("refundId") }),
  answer: z.object({
    message: z.string(),
    refundId: z.number().int(),
    status: z.enum(refundStatuses),
    gatewayReference: z.string().nullable(),
    failureReason: z.string().nullable(),
    creditNoteNumber: z.string().nullable(),
  }),
});
