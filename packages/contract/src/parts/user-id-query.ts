import { z } from "zod";
import { id } from "./schema-parts.ts";

/** The `userId` query parameter most account calls take; guards check it against the caller. */
export const userId = id("userId");
export const userIdQuery = z.object({ userId });
