import { jsonId } from "./schema-parts.ts";

/** The `userId` of a JSON body (a back-office call about one customer): a number already, never its digits. */
export const jsonUserId = jsonId("userId");
