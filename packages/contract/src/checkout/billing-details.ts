import { z } from "zod";
import type { BillingDetails } from "@investar/core/billing-details";
import { formText } from "../parts/form-text.ts";

/** Billing details as answered (core's BillingDetails). */
export const billingDetails = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  country: z.string().describe("India or USA"),
  phone: z.string(),
  gstin: z.string().nullable().describe("The buyer's GSTIN (Indian addresses only), or null"),
}) satisfies z.ZodType<BillingDetails>;

/** Billing details as sent: bounded text only; core's validateBillingDetails gives the per-field messages. */
export const billingDetailsInput = z.object({
  name: formText(80),
  address: formText(400),
  city: formText(80),
  state: formText(80),
  pinCode: formText(10),
  country: formText(20),
  phone: formText(20),
  gstin: formText(20),
});
