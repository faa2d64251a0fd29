import { z } from "zod";
import { TICKET_PRIORITIES, TICKET_STATES } from "@investar/core/support-desk/support-desk";
import { defineEndpoint } from "../endpoint.ts";
import { jsonId } from "../parts/schema-parts.ts";
import { adminTicketView, ticketIdBody } from "./ticket-parts.ts";

export const updateTicket = defineEndpoint({
  method: "POST",
  path: "/api/admin/support/update",
  body: z.object({
    ticketId: ticketIdBody,
    state: z.enum(TICKET_STATES, { error: "Choose new, open, waiting or resolved." }).optional(),
    priority: z.enum(TICKET_PRIORITIES, { error: "Choose low, normal, high or urgent." }).optional(),
    /** A staff member's id, or null to leave it unassigned. */
    assigneeId: jsonId("assigneeId").nullable().optional(),
  }),
  answer: adminTicketView,
});
