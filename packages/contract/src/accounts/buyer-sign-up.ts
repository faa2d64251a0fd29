import { z } from "zod";
import { signUpConsentFields } from "../parts/sign-up-consent.ts";

/**
 * Who a visitor is when they create their account at the checkout (docs/business-rules.md#sign-up-to-pay): the
 * registration's name, email and mobile, shared by the password and the one-time-code ways.
 */
export const buyerDetails = z.object({
  FullName: z.string().max(200),
  Email: z.string().max(200),
  MobileNo: z.string().max(30),
  ...signUpConsentFields,
});

/** Said with 409 EmailRegistered when the address already has an account: the page offers to log in, keeping the basket. */
export const EMAIL_REGISTERED_CODE = "EmailRegistered";
