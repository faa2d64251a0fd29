import { defineEndpoint } from "../endpoint.ts";
import { queueFilterQuery, supportQueueView } from "./ticket-parts.ts";

export const listSupportTickets = defineEndpoint({
  method: "GET",
  path: "/api/admin/support/tickets",
  query: queueFilterQuery,
  answer: supportQueueView,
});
