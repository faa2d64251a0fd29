import { z } from "zod";

/** A day as the API writes it: YYYY-MM-DD, a day in India. */
export const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/u)
  .describe("A day in India, YYYY-MM-DD");
