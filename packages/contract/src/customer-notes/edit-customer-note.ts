import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { jsonId } from "../parts/schema-parts.ts";
import { noteBody, noteView } from "./note-parts.ts";

export const editCustomerNote = defineEndpoint({
  method: "POST",
  path: "/api/admin/customer-notes/edit",
  body: z.object({ noteId: jsonId("noteId"), body: noteBody }),
  answer: noteView,
});
