import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import {
  CORRECTION_SUBJECTS,
  correctionChecks,
  correctionSubjectLabels,
  problemsOf,
  type CorrectionSubject,
} from "@investar/core/privacy-requests/privacy-request-checks";
import { Link } from "react-router";
import { FormField, SubmitButton } from "../../form-field.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useFilingForm } from "../../../lib/forms/use-filing-form.ts";
import { ChoiceField, TextAreaField } from "./privacy-fields.tsx";

const fileCorrectionRequest = lazyEndpoint(
  () => import("@investar/contract/privacy-requests/file-correction-request"),
  "fileCorrectionRequest",
);
const subjects = CORRECTION_SUBJECTS.map((subject) => [subject, correctionSubjectLabels[subject]] as const);

/** Where each detail can be changed by the customer themselves. */
const selfService: [what: string, where: string, to: string][] = [
  ["Your name, gender, date of birth, occupation and trading experience", "My Profile", "/my-investar/my-profile"],
  ["Your address, city, state and PIN code", "My Profile", "/my-investar/my-profile"],
  ["Your mobile number (confirmed by an SMS code)", "My Profile", "/my-investar/my-profile"],
  ["Your email address (confirmed from the new address)", "My Profile", "/my-investar/my-profile"],
  ["Which mails you get", "My Profile", "/my-investar/my-profile"],
  ["Your password", "Change Password", "/my-investar/change-password"],
  ["The name, GSTIN and address on your next invoices (billing details)", "the payment page", "/Pricing/CustomizeSubscription"],
];

/** Correcting one's data (DPDP Act s. 12): the places to do it oneself, and a request for what only staff can change. */
export function CorrectionSection() {
  const { form, submit } = useFilingForm({
    initial: { subject: "", document: "", correctValue: "", details: "" },
    validate: (values) => problemsOf(correctionChecks, values),
    file: (values) => callEndpoint(fileCorrectionRequest, { body: { ...values, subject: values.subject as CorrectionSubject } }),
    filed: (data) => data.message,
  });
  return (
    <>
      <p>Most of your details you can change yourself, at once:</p>
      <ul className="privacy-links">
        {selfService.map(([what, where, to]) => (
          <li key={what}>
            {what}: <Link to={to}>{where}</Link>
          </li>
        ))}
      </ul>
      <p>
        An invoice or credit note already issued cannot be edited: GST law fixes what it says. If one carries a wrong name, GSTIN or
        address, ask here; we issue a credit note and a new invoice with the right details.
      </p>
      <form className="privacy-form" onSubmit={submit} noValidate aria-label="Ask for a correction">
        <ChoiceField
          id="correction-subject"
          label="What needs correcting?"
          placeholder="Choose…"
          choices={subjects}
          {...form.field("subject")}
        />
        <FormField
          id="correction-document"
          label="Invoice or credit note number (if it is about one)"
          maxLength={40}
          autoComplete="off"
          {...form.field("document")}
        />
        <FormField id="correction-value" label="What it should say" maxLength={300} autoComplete="off" {...form.field("correctValue")} />
        <TextAreaField
          id="correction-details"
          label="Anything else we should know (optional)"
          rows={3}
          maxLength={2000}
          {...form.field("details")}
        />
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          Ask for the correction
        </SubmitButton>
      </form>
    </>
  );
}
