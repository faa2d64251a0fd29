/**
 * What other features may use of support-desk (ADR 0054). A feature that takes something from a customer for support
 * (a form, a privacy request) opens its ticket with `openTicket(deps, tx, { reference, kind, subject, … })` inside its
 * own transaction, so it reaches /admin/support under the reference the customer was given.
 */
export { supportDeskPageServices } from "./pages.ts";
export { openTicket } from "./services/open-ticket.ts";
export type { NewTicket } from "./services/open-ticket.ts";
export { forgetTicketSenders } from "./services/forget-ticket-sender.ts";
