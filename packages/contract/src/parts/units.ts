import { z } from "zod";

/** Money as the API writes it (docs/business-rules.md#money): currency units, converted from minor units at the server's edge. */
export const units = z.number().describe("Currency units: INR whole rupees, USD dollars with at most 2 decimals");
