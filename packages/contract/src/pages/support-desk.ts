/** The support desk's pages (docs/business-rules.md#support-desk, ADR 0054): /admin/support, its ticket page, and the customer's /my-investar/support. */
import type { TicketKind, TicketPriority, TicketState } from "@investar/core/support-desk/support-desk";
import type { z } from "zod";
import type {
  adminTicketView,
  myTicketSummaryView,
  myTicketView,
  supportQueueView,
  ticketMessageView,
  ticketSummaryView,
} from "../support-desk/ticket-parts.ts";

export type TicketSummaryView = z.infer<typeof ticketSummaryView>;
export type TicketMessageView = z.infer<typeof ticketMessageView>;
export type AdminTicketView = z.infer<typeof adminTicketView>;
export type SupportQueueView = z.infer<typeof supportQueueView>;
export type MyTicketSummaryView = z.infer<typeof myTicketSummaryView>;
export type MyTicketView = z.infer<typeof myTicketView>;

export interface SupportQueueFilter {
  /** "all": every state; default: the unresolved ones (new, open, waiting). */
  state: TicketState | "all" | null;
  priority: TicketPriority | null;
  kind: TicketKind | null;
  /** A staff member's id, "none" for the unassigned, null for anybody. */
  assignee: number | "none" | null;
  page: number;
}

export interface StaffMember {
  userId: number;
  name: string;
  email: string;
}

export interface SupportDeskPageServices {
  /** Oldest first, with the count of every state. */
  listSupportTickets(filter: SupportQueueFilter): Promise<SupportQueueView>;
  /** Null when there is no such ticket. */
  getSupportTicket(ticketId: number): Promise<AdminTicketView | null>;
  /** Who a ticket can be assigned to: the accounts with an admin role. */
  listSupportStaff(): Promise<StaffMember[]>;
  /** The customer's own tickets, latest activity first. */
  listMyTickets(userId: number): Promise<MyTicketSummaryView[]>;
  /** Null unless the ticket is the customer's own. */
  getMyTicket(userId: number, ticketId: number): Promise<MyTicketView | null>;
}
