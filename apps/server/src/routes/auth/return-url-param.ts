import { isSameSitePath } from "@investar/core";
import { z } from "zod";

/**
 * Where an activation link leads once the account is active (issue 13 §1: back to the selection a visitor
 * was about to pay for). Only a path on this site: the link must never send anybody elsewhere.
 */
export const returnUrlParam = z
  .string()
  .max(2000)
  .refine(isSameSitePath, "returnUrl must be a path on this site.")
  .optional()
  .describe("A path on this site, e.g. /Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR");
