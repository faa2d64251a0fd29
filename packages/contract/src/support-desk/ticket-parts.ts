import { z } from "zod";
import {
  TICKET_KINDS,
  TICKET_MESSAGE_KINDS,
  TICKET_PRIORITIES,
  TICKET_STATES,
  TICKET_TEXT_MAX,
} from "@investar/core/support-desk/support-desk";
import { id, jsonId, text } from "../parts/schema-parts.ts";

/** The support desk's views (docs/business-rules.md#support-desk, ADR 0054), shared by the API and the pages. */

const iso = z.string().max(40);
const person = z.object({ userId: z.number().int(), name: z.string().max(300), email: z.string().max(320) });

export const ticketAttachmentView = z.object({
  index: z.number().int(),
  /** The sender's own name for it, as text. */
  sentAs: z.string().max(300),
  contentType: z.string().max(100),
  bytes: z.number().int(),
});

export const ticketMessageView = z.object({
  id: z.number().int(),
  kind: z.enum(TICKET_MESSAGE_KINDS),
  /** "Customer", the customer's address, or the staff member's name. */
  author: z.string().max(400),
  body: z.string().max(TICKET_TEXT_MAX + 1000),
  attachments: z.array(ticketAttachmentView).max(20),
  at: iso,
});

export const ticketSummaryView = z.object({
  id: z.number().int(),
  reference: z.string().max(20),
  kind: z.enum(TICKET_KINDS),
  subject: z.string().max(300),
  state: z.enum(TICKET_STATES),
  priority: z.enum(TICKET_PRIORITIES),
  customer: z.object({ userId: z.number().int().nullable(), email: z.string().max(320).nullable(), name: z.string().max(300).nullable() }),
  assignee: person.nullable(),
  createdAt: iso,
  lastActivityAt: iso,
});

export const adminTicketView = ticketSummaryView.extend({
  messages: z.array(ticketMessageView).max(1000),
  /** The privacy request's page when the ticket is one (its own clock and actions stay there). */
  privacyRequestId: z.number().int().nullable(),
});

export const supportQueueView = z.object({
  tickets: z.array(ticketSummaryView).max(100),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(z.enum(TICKET_STATES), z.number().int()),
});

/** The customer's view of their own ticket: no assignee, no priority, no internal notes. */
export const myTicketSummaryView = ticketSummaryView.pick({
  id: true,
  reference: true,
  kind: true,
  subject: true,
  state: true,
  createdAt: true,
  lastActivityAt: true,
});
export const myTicketView = myTicketSummaryView.extend({ messages: z.array(ticketMessageView).max(1000) });

/** A message's text as typed; core's checkTicketText trims it and gives the messages. */
export const ticketText = text({ error: "Write the message first." }).max(
  TICKET_TEXT_MAX + 200,
  `A message can be at most ${TICKET_TEXT_MAX} characters.`,
);

export const ticketIdQuery = z.object({ id: id("id") });
export const ticketIdBody = jsonId("ticketId");

export const queueFilterQuery = z.object({
  state: z.enum([...TICKET_STATES, "all"]).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  kind: z.enum(TICKET_KINDS).optional(),
  /** A staff member's id, or "none" for the unassigned. */
  assignee: z
    .union([
      z.literal("none"),
      z
        .string()
        .max(12)
        .regex(/^\d{1,10}$/, "assignee must be a staff member's id or none."),
    ])
    .optional(),
  page: id("page").optional(),
});
