import { z } from "zod";

/** Money as every payment answer gives it, converted from integer minor units at the edge by core's units.ts. */
export const units = z.number().describe("Currency units: INR whole rupees, USD dollars with at most 2 decimals");
