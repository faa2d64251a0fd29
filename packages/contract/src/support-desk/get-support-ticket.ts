import { defineEndpoint } from "../endpoint.ts";
import { adminTicketView, ticketIdQuery } from "./ticket-parts.ts";

export const getSupportTicket = defineEndpoint({
  method: "GET",
  path: "/api/admin/support/ticket",
  query: ticketIdQuery,
  answer: adminTicketView,
});
