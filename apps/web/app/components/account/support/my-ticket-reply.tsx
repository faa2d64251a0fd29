import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { checkTicketText, TICKET_TEXT_MAX } from "@investar/core/support-desk/support-desk";
import { SubmitButton } from "../../form-field.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useFilingForm } from "../../../lib/forms/use-filing-form.ts";
import { TextAreaField } from "../privacy-requests/privacy-fields.tsx";
import { reportIn } from "../../../i18n/failure-text.ts";
import { useI18n } from "../../../i18n/page-locale.ts";

const replyToMyTicket = lazyEndpoint(() => import("@investar/contract/support-desk/reply-to-my-ticket"), "replyToMyTicket");

/** The customer's answer on their own ticket: it joins the conversation and reaches the support team again. */
export function MyTicketReply({ ticketId, reference }: { ticketId: number; reference: string }) {
  const text = useI18n();
  const { t } = text;
  const { form, submit } = useFilingForm({
    report: reportIn(text),
    initial: { body: "" },
    validate: (values) => {
      const checked = checkTicketText(values.body);
      return { body: checked.ok ? null : checked.message };
    },
    file: (values) => callEndpoint(replyToMyTicket, { body: { ticketId, body: values.body } }),
    filed: () => t("support.tickets.thanks", { reference }),
  });
  return (
    <form className="privacy-form" onSubmit={submit} noValidate aria-label={t("support.tickets.replyForm", { reference })}>
      <TextAreaField
        id="ticket-reply"
        label={t("support.tickets.yourReply")}
        rows={5}
        maxLength={TICKET_TEXT_MAX}
        hint={t("support.tickets.replyHint")}
        {...form.field("body")}
      />
      <SubmitButton busy={form.busy} busyLabel={t("support.tickets.sending")}>
        {t("support.tickets.send")}
      </SubmitButton>
    </form>
  );
}
