import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userIdQuery } from "../parts/user-id-query.ts";
import { noteView } from "./note-parts.ts";

export const listCustomerNotes = defineEndpoint({
  method: "GET",
  path: "/api/admin/customer-notes",
  query: userIdQuery,
  answer: z.object({ notes: z.array(noteView).max(500) }),
});
