import { ticketPriorityLabels, ticketStateLabels, type TicketPriority, type TicketState } from "@investar/core/support-desk/support-desk";
import { StateBadge, type BadgeTone } from "../state-badge.tsx";

const stateTones: Record<TicketState, BadgeTone> = { new: "new", open: "plain", waiting: "waiting", resolved: "done" };
const priorityTones: Record<TicketPriority, BadgeTone> = { low: "plain", normal: "plain", high: "alarm", urgent: "alarm" };

export function TicketState({ state }: { state: TicketState }) {
  return <StateBadge tone={stateTones[state]}>{ticketStateLabels[state]}</StateBadge>;
}

export function TicketPriority({ priority }: { priority: TicketPriority }) {
  return <StateBadge tone={priorityTones[priority]}>{ticketPriorityLabels[priority]}</StateBadge>;
}
