import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { jsonUserId } from "../parts/json-user-id.ts";

const body = z.object({
  userId: jsonUserId,
  percent: z
    .number({ error: "Enter the discount as a percent from 0 to 100." })
    .min(0, "The discount can't be below 0%.")
    .max(100, "The discount can't be above 100%.")
    .multipleOf(0.01, "At most two decimals."),
});

export const setInstituteDiscount = defineEndpoint({
  method: "POST",
  path: "/api/admin/SetInstituteDiscount",
  body: body,
  answer: z.object({ userId: z.number().int(), percent: z.number() }),
});
