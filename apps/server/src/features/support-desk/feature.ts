import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import addTicketNoteRoute from "./routes/add-ticket-note.ts";
import getMyTicketRoute from "./routes/get-my-ticket.ts";
import getMyTicketAttachmentRoute from "./routes/get-my-ticket-attachment.ts";
import getSupportTicketRoute from "./routes/get-support-ticket.ts";
import getTicketAttachmentRoute from "./routes/get-ticket-attachment.ts";
import listMyTicketsRoute from "./routes/list-my-tickets.ts";
import listSupportTicketsRoute from "./routes/list-support-tickets.ts";
import receiveInboundMailRoute from "./routes/receive-inbound-mail.ts";
import replyToMyTicketRoute from "./routes/reply-to-my-ticket.ts";
import replyToTicketRoute from "./routes/reply-to-ticket.ts";
import updateTicketRoute from "./routes/update-ticket.ts";

/** Registers the support desk's endpoints (ADR 0054). */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    addTicketNoteRoute,
    getMyTicketRoute,
    getMyTicketAttachmentRoute,
    getSupportTicketRoute,
    getTicketAttachmentRoute,
    listMyTicketsRoute,
    listSupportTicketsRoute,
    receiveInboundMailRoute,
    replyToMyTicketRoute,
    replyToTicketRoute,
    updateTicketRoute,
  ])
    route(app, deps);
}
