/** Zod shapes shared by the staff two-factor calls. */
import { z } from "zod";

export const twoFactorCodeBody = z.object({
  code: z.string().trim().min(1, "Enter the six-digit code from your authenticator app.").max(40),
});

export const twoFactorStatus = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
