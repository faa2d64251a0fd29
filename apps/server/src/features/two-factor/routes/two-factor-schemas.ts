import { z } from "zod";

/** The OpenAPI tag of the staff two-factor routes. */
export const ADMIN_TWO_FACTOR_TAG = "admin-two-factor";

export const twoFactorCodeBody = z.object({
  code: z.string().trim().min(1, "Enter the six-digit code from your authenticator app.").max(40),
});

export const twoFactorStatus = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
