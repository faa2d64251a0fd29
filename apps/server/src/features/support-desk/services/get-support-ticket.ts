import type { AdminTicketView } from "@investar/contract/pages/support-desk";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { adminTicketView, findTicket } from "./ticket-views.ts";

/** A ticket as staff see it: its thread with internal notes. */
export async function getSupportTicket(deps: AppDeps, ticketId: number): Promise<AdminTicketView | null> {
  const ticket = await findTicket(deps.db, ticketId);
  return ticket ? adminTicketView(deps.db, ticket) : null;
}

export async function requireSupportTicket(deps: AppDeps, ticketId: number): Promise<AdminTicketView> {
  const view = await getSupportTicket(deps, ticketId);
  if (!view) throw notFound(`There is no ticket ${ticketId}.`);
  return view;
}
