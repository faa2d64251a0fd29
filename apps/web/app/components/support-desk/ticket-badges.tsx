import { ticketPriorityLabels, ticketStateLabels, type TicketPriority, type TicketState } from "@investar/core/support-desk/support-desk";

export function TicketState({ state }: { state: TicketState }) {
  return <span className={`ticket-state ticket-state--${state}`}>{ticketStateLabels[state]}</span>;
}

export function TicketPriority({ priority }: { priority: TicketPriority }) {
  return <span className={`ticket-priority ticket-priority--${priority}`}>{ticketPriorityLabels[priority]}</span>;
}
