/** Zod shapes shared by the back office's newsletter calls. */
import { MARKETING_MAIL_KINDS } from "@investar/core";
import { z } from "zod";

export const newsletterSummary = z.object({
  id: z.number().int(),
  kind: z.enum(MARKETING_MAIL_KINDS),
  subject: z.string(),
  markdown: z.string(),
  createdAt: z.string(),
  sendRequestedAt: z.string().nullable(),
  queued: z.number().int(),
  queuedAll: z.boolean(),
  sent: z.number().int(),
  unsubscribes: z.number().int(),
});

export const markdownField = z.string().trim().min(1, "Write the newsletter.").max(100_000, "Keep it under 100,000 characters.");

export const newsletterIdBody = z.object({ id: z.number().int().positive() });
