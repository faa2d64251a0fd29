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
  updateProfile: z
    .boolean()
    .optional()
    .describe("True: the address is also saved as the profile's contact address (it needs country, state, city and PIN)"),
});

/** The profile's contact address as billing details hold one (the city typed out), to compare with them. */
export const profileAddress = z
  .object({ address: z.string(), city: z.string(), state: z.string(), pinCode: z.string(), country: z.string() })
  .describe("The profile's contact address, empty strings where it has none");

/** payment/UsersPaymentFormDetails' answer: the billing details, whether they were saved, and the profile's address. */
export const paymentFormDetails = billingDetails.extend({
  isSaved: z.boolean().describe("False: nothing was saved yet, and the fields are the profile's, as a suggestion"),
  profileAddress,
});
