import { z } from "zod";

/** Money in an answer: currency units converted from integer minor units at the edge (core's units.ts). */
export const units = z.number().describe("Currency units: INR whole rupees, USD dollars with at most 2 decimals");

export const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/u)
  .describe("A day in India, YYYY-MM-DD");
