import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { adminTicketView, ticketIdBody, ticketText } from "./ticket-parts.ts";

export const replyToTicket = defineEndpoint({
  method: "POST",
  path: "/api/admin/support/reply",
  body: z.object({ ticketId: ticketIdBody, body: ticketText }),
  answer: adminTicketView,
});
