import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { checkTicketText, TICKET_TEXT_MAX } from "@investar/core/support-desk/support-desk";
import { SubmitButton } from "../../form-field.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useFilingForm } from "../../../lib/forms/use-filing-form.ts";
import { TextAreaField } from "../privacy-requests/privacy-fields.tsx";

const replyToMyTicket = lazyEndpoint(() => import("@investar/contract/support-desk/reply-to-my-ticket"), "replyToMyTicket");

/** The customer's answer on their own ticket: it joins the conversation and reaches the support team again. */
export function MyTicketReply({ ticketId, reference }: { ticketId: number; reference: string }) {
  const { form, submit } = useFilingForm({
    initial: { body: "" },
    validate: (values) => {
      const checked = checkTicketText(values.body);
      return { body: checked.ok ? null : checked.message };
    },
    file: (values) => callEndpoint(replyToMyTicket, { body: { ticketId, body: values.body } }),
    filed: () => `Thank you. Your message is on ${reference}; our support team will answer by mail.`,
  });
  return (
    <form className="privacy-form" onSubmit={submit} noValidate aria-label={`Reply on ${reference}`}>
      <TextAreaField
        id="ticket-reply"
        label="Your reply"
        rows={5}
        maxLength={TICKET_TEXT_MAX}
        hint="You can also answer by replying to our mail."
        {...form.field("body")}
      />
      <SubmitButton busy={form.busy} busyLabel="Sending…">
        Send reply
      </SubmitButton>
    </form>
  );
}
