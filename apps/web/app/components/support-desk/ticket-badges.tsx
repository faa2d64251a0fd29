import { ticketPriorityLabels, ticketStateLabels, type TicketPriority, type TicketState } from "@investar/core/support-desk/support-desk";
import { StateBadge, type BadgeTone } from "../state-badge.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";

const stateTones: Record<TicketState, BadgeTone> = { new: "new", open: "plain", waiting: "waiting", resolved: "done" };
const priorityTones: Record<TicketPriority, BadgeTone> = { low: "plain", normal: "plain", high: "alarm", urgent: "alarm" };

/** A ticket's state: in the customer's language on their own pages (support.tickets.state.*), as it is on staff's. */
export function TicketState({ state }: { state: TicketState }) {
  const text = useI18n();
  return <StateBadge tone={stateTones[state]}>{translatedOr(text, `support.tickets.state.${state}`, ticketStateLabels[state])}</StateBadge>;
}

export function TicketPriority({ priority }: { priority: TicketPriority }) {
  return <StateBadge tone={priorityTones[priority]}>{ticketPriorityLabels[priority]}</StateBadge>;
}
