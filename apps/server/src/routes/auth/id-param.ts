import { z } from "zod";

/** A numeric account id in the query under docs/business-rules.md#api-conventions's name for it (userId, refereeId…), with a message naming it. */
export const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be a positive number.`);
