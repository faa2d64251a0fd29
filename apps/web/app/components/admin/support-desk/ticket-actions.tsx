import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { AdminTicketView, StaffMember } from "@investar/contract/pages/support-desk";
import {
  TICKET_PRIORITIES,
  TICKET_STATES,
  ticketPriorityLabels,
  ticketStateLabels,
  type TicketPriority,
  type TicketState,
} from "@investar/core/support-desk/support-desk";
import { useState, type FormEvent } from "react";
import { StatusLine, useAdminCall } from "../admin-call.tsx";
import { ChoiceField, SubmitRow, TextAreaField } from "../admin-fields.tsx";

const replyToTicket = lazyEndpoint(() => import("@investar/contract/support-desk/reply-to-ticket"), "replyToTicket");
const addTicketNote = lazyEndpoint(() => import("@investar/contract/support-desk/add-ticket-note"), "addTicketNote");
const updateTicket = lazyEndpoint(() => import("@investar/contract/support-desk/update-ticket"), "updateTicket");

/** The reply box and the internal note: one text, two buttons, so staff choose at the last moment whether the customer sees it. */
export function TicketReply({ ticket }: { ticket: AdminTicketView }) {
  const { errors, status, busy, send } = useAdminCall();
  const [body, setBody] = useState("");
  const canMail = !!ticket.customer.email;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asNote = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "note";
    const done = asNote
      ? await send(
          addTicketNote,
          { body: { ticketId: ticket.id, body } },
          () => "The internal note is saved; the customer does not see it.",
        )
      : await send(replyToTicket, { body: { ticketId: ticket.id, body } }, () => `The reply is on its way to ${ticket.customer.email}.`);
    if (done) setBody("");
  };

  return (
    <form className="card ticket-form" onSubmit={submit} noValidate aria-label={`Reply to ${ticket.reference}`}>
      <h2>Reply</h2>
      <TextAreaField id="ticket-body" label="Message" rows={7} error={errors.body} value={body} onChange={setBody} />
      <p className="field__hint">
        {canMail
          ? `A reply is mailed to ${ticket.customer.email} from the support address with ${ticket.reference} in the subject, and the ticket then waits on the customer. An internal note is never mailed or shown to the customer.`
          : "This ticket has no address to mail (anonymous feedback): only internal notes can be added."}
      </p>
      <div className="button-row">
        {canMail ? (
          <button type="submit" name="as" value="reply" className="button button--primary" disabled={busy}>
            {busy ? "Sending…" : "Send reply"}
          </button>
        ) : null}
        <button type="submit" name="as" value="note" className="button button--ghost" disabled={busy}>
          Add internal note
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}

/** State, priority and who handles it. */
export function TicketTriage({ ticket, staff, viewerId }: { ticket: AdminTicketView; staff: StaffMember[]; viewerId: number }) {
  const { errors, status, busy, send } = useAdminCall();
  const [state, setState] = useState<TicketState>(ticket.state);
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const [assignee, setAssignee] = useState(ticket.assignee ? String(ticket.assignee.userId) : "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(
      updateTicket,
      { body: { ticketId: ticket.id, state, priority, assigneeId: assignee === "" ? null : Number(assignee) } },
      (answer) =>
        `${answer.reference} is ${ticketStateLabels[answer.state].toLowerCase()}, ${ticketPriorityLabels[answer.priority].toLowerCase()} priority.`,
    );
  };

  return (
    <form className="card ticket-form" onSubmit={submit} noValidate aria-label={`Triage ${ticket.reference}`}>
      <h2>Triage</h2>
      <ChoiceField
        id="ticket-state"
        label="State"
        error={errors.state}
        value={state}
        values={TICKET_STATES}
        labelOf={(value) => ticketStateLabels[value]}
        onChange={setState}
      />
      <ChoiceField
        id="ticket-priority"
        label="Priority"
        error={errors.priority}
        value={priority}
        values={TICKET_PRIORITIES}
        labelOf={(value) => ticketPriorityLabels[value]}
        onChange={setPriority}
      />
      <ChoiceField
        id="ticket-assignee"
        label="Handled by"
        error={errors.assigneeId}
        value={assignee}
        values={staff.map((member) => String(member.userId))}
        labelOf={(userId) => {
          const member = staff.find((one) => String(one.userId) === userId);
          const name = member ? member.name || member.email : userId;
          return member?.userId === viewerId ? `Me (${name})` : name;
        }}
        before={[{ value: "", label: "Nobody yet" }]}
        onChange={setAssignee}
      />
      <SubmitRow busy={busy} status={status}>
        {busy ? "Saving…" : "Save"}
      </SubmitRow>
    </form>
  );
}
