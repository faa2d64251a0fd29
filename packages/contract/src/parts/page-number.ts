import { z } from "zod";

/** Which page of a paged list the query asks for: 1 first, 1 when absent. */
export const pageNumber = z.coerce
  .number({ error: "page must be a number." })
  .int("page must be a whole number.")
  .min(1, "page starts at 1.")
  .max(1_000_000, "page is too large.")
  .default(1);
