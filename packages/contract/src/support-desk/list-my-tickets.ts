import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { myTicketSummaryView } from "./ticket-parts.ts";

export const listMyTickets = defineEndpoint({
  method: "GET",
  path: "/api/support/my-tickets",
  answer: z.object({ tickets: z.array(myTicketSummaryView).max(500) }),
});
