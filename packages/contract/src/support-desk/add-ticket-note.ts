import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { adminTicketView, ticketIdBody, ticketText } from "./ticket-parts.ts";

export const addTicketNote = defineEndpoint({
  method: "POST",
  path: "/api/admin/support/note",
  body: z.object({ ticketId: ticketIdBody, body: ticketText }),
  answer: adminTicketView,
});
