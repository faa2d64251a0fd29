import { safeReturnPath } from "@investar/core";
import { z } from "zod";

/**
 * Where an activation link leads once the account is active (back to the selection a visitor was about to
 * pay for). Only a path on this site (docs/business-rules.md#safe-return-path): the link must never send
 * anybody elsewhere, so the value is checked and carried on in its normal form.
 */
export const returnUrlParam = z
  .string()
  .max(2000)
  .refine((value) => safeReturnPath(value, null) !== null, "returnUrl must be a path on this site.")
  .transform((value) => safeReturnPath(value))
  .optional()
  .describe("A path on this site, e.g. /Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
