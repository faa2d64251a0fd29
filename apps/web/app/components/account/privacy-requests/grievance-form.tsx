import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { GrievanceOfficerView } from "@investar/contract/pages/privacy-requests";
import {
  GRIEVANCE_TOPICS,
  grievanceChecks,
  grievanceTopicLabels,
  problemsOf,
  type GrievanceTopic,
} from "@investar/core/privacy-requests/privacy-request-checks";
import { SubmitButton } from "../../form-field.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useFilingForm } from "../../../lib/forms/use-filing-form.ts";
import { ChoiceField, TextAreaField } from "./privacy-fields.tsx";

const fileGrievance = lazyEndpoint(() => import("@investar/contract/privacy-requests/file-grievance"), "fileGrievance");
const topics = GRIEVANCE_TOPICS.map((topic) => [topic, grievanceTopicLabels[topic]] as const);

/** The grievance form (DPDP Act s. 13), with the grievance officer it reaches named above it. */
export function GrievanceForm({ officer }: { officer: GrievanceOfficerView | null }) {
  const { form, submit } = useFilingForm({
    initial: { topic: "", description: "" },
    validate: (values) => problemsOf(grievanceChecks, values),
    file: (values) => callEndpoint(fileGrievance, { body: { ...values, topic: values.topic as GrievanceTopic } }),
    filed: (data) => data.message,
  });
  return (
    <>
      {officer ? (
        <p className="privacy-officer">
          Our Grievance Officer is <strong>{officer.name}</strong>: <a href={`mailto:${officer.email}`}>{officer.email}</a>,{" "}
          <a href={`tel:${officer.phone.replace(/[^\d+]/g, "")}`}>{officer.phone}</a>. You can write or call, or use this form; either way
          your grievance gets a reference number and an answer within 7 days (the law allows us at most 90). If you are not satisfied with
          our answer, you may complain to the Data Protection Board of India.
        </p>
      ) : null}
      <form className="privacy-form" onSubmit={submit} noValidate aria-label="File a grievance">
        <ChoiceField id="grievance-topic" label="What is it about?" placeholder="Choose…" choices={topics} {...form.field("topic")} />
        <TextAreaField
          id="grievance-description"
          label="Your grievance"
          rows={5}
          maxLength={4000}
          hint="What happened, when, and what you would like us to do."
          {...form.field("description")}
        />
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          File grievance
        </SubmitButton>
      </form>
    </>
  );
}
