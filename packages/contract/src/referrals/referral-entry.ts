import { z } from "zod";

/** One friend a member invited, as the referral calls answer it. */
export const referralEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(["Invited", "Registered", "Subscribed"]),
  invitedAt: z.string(),
  updatedAt: z.string(),
});
