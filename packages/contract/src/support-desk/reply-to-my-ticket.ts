import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { myTicketView, ticketIdBody, ticketText } from "./ticket-parts.ts";

export const replyToMyTicket = defineEndpoint({
  method: "POST",
  path: "/api/support/my-ticket/reply",
  body: z.object({ ticketId: ticketIdBody, body: ticketText }),
  answer: myTicketView,
});
