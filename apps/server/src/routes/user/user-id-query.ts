import { z } from "zod";

/** The `userId` query parameter most account calls take; guards check it against the caller. */
export const userId = z.coerce.number({ error: "userId must be a number." }).int().positive("userId must be a positive number.");
export const userIdQuery = z.object({ userId });
