import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { jsonUserId } from "../parts/json-user-id.ts";
import { noteBody, noteView } from "./note-parts.ts";

export const addCustomerNote = defineEndpoint({
  method: "POST",
  path: "/api/admin/customer-notes/add",
  body: z.object({ userId: jsonUserId, body: noteBody }),
  answer: noteView,
});
