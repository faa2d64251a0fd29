import { defineEndpoint } from "../endpoint.ts";
import { myTicketView, ticketIdQuery } from "./ticket-parts.ts";

export const getMyTicket = defineEndpoint({
  method: "GET",
  path: "/api/support/my-ticket",
  query: ticketIdQuery,
  answer: myTicketView,
});
