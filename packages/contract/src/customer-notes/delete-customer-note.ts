import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { jsonId } from "../parts/schema-parts.ts";

export const deleteCustomerNote = defineEndpoint({
  method: "POST",
  path: "/api/admin/customer-notes/delete",
  body: z.object({ noteId: jsonId("noteId") }),
  answer: z.object({ deleted: z.number().int() }),
});
