import { z } from "zod";

/** A renewal's pending switch at the old expiry (ADR 0026), as My Subscription shows it. */
export const scheduledChange = z.object({
  kind: z.enum(["tool", "mobile"]),
  baseProduct: z.string(),
  addons: z.array(z.string()),
  noOfLicenses: z.number().int(),
  effectiveOn: z.string(),
});
