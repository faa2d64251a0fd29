import { id } from "./schema-parts.ts";

/** A numeric account id in the query under docs/business-rules.md#api-conventions's name for it (userId, refereeId…), with a message naming it. */
export const idParam = id;
