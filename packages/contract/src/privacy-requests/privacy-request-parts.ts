/** Zod shapes shared by the privacy request calls (ADR 0051). */
import { z } from "zod";

/** What filing a request answers: its reference and our target date, and a sentence for the page. */
export const filedRequestAnswer = z.object({
  reference: z.string().max(20),
  dueAt: z.string().max(40),
  message: z.string().max(500),
});
