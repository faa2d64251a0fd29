import type { SupportDeskPageServices } from "@investar/contract/pages/support-desk";
import type { AppDeps } from "../../deps.ts";
import { getSupportTicket } from "./services/get-support-ticket.ts";
import { listSupportStaff, listSupportTickets } from "./services/list-support-tickets.ts";
import { getMyTicket, listMyTickets } from "./services/my-tickets.ts";

/** /admin/support's, a ticket's and /my-investar/support's services, bound to this app's dependencies. */
export function supportDeskPageServices(deps: AppDeps): SupportDeskPageServices {
  return {
    listSupportTickets: (filter) => listSupportTickets(deps, filter),
    getSupportTicket: (ticketId) => getSupportTicket(deps, ticketId),
    listSupportStaff: () => listSupportStaff(deps),
    listMyTickets: (userId) => listMyTickets(deps, userId),
    getMyTicket: (userId, ticketId) => getMyTicket(deps, userId, ticketId),
  };
}
