import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { GrievanceOfficerView } from "@investar/contract/pages/privacy-requests";
import { GRIEVANCE_TOPICS, grievanceChecks, problemsOf, type GrievanceTopic } from "@investar/core/privacy-requests/privacy-request-checks";
import { SubmitButton } from "../../form-field.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useFilingForm } from "../../../lib/forms/use-filing-form.ts";
import { dateIn } from "../../../lib/date-time.ts";
import { reportIn } from "../../../i18n/failure-text.ts";
import { useI18n } from "../../../i18n/page-locale.ts";
import { richText, slots } from "../../../i18n/rich-text.tsx";
import { ChoiceField, TextAreaField } from "./privacy-fields.tsx";

const fileGrievance = lazyEndpoint(() => import("@investar/contract/privacy-requests/file-grievance"), "fileGrievance");

/** The grievance form (DPDP Act s. 13), with the grievance officer it reaches named above it. */
export function GrievanceForm({ officer }: { officer: GrievanceOfficerView | null }) {
  const text = useI18n();
  const { t } = text;
  const { form, submit } = useFilingForm({
    initial: { topic: "", description: "" },
    validate: (values) => problemsOf(grievanceChecks, values),
    report: reportIn(text),
    file: (values) => callEndpoint(fileGrievance, { body: { ...values, topic: values.topic as GrievanceTopic } }),
    filed: (data) => t("privacy.requests.filed", { reference: data.reference, day: dateIn(text.language, data.dueAt) }),
  });
  const topics = GRIEVANCE_TOPICS.map((topic) => [topic, t(`privacy.grievance.topic.${topic}`)] as const);
  return (
    <>
      {officer ? (
        <p className="privacy-officer">
          {richText(t("privacy.grievance.officer", slots("name", "email", "phone")), {
            name: <strong>{officer.name}</strong>,
            email: <a href={`mailto:${officer.email}`}>{officer.email}</a>,
            phone: <a href={`tel:${officer.phone.replace(/[^\d+]/g, "")}`}>{officer.phone}</a>,
          })}
        </p>
      ) : null}
      <form className="privacy-form" onSubmit={submit} noValidate aria-label={t("privacy.grievance.form")}>
        <ChoiceField
          id="grievance-topic"
          label={t("privacy.grievance.topic")}
          placeholder={t("privacy.requests.choose")}
          choices={topics}
          {...form.field("topic")}
        />
        <TextAreaField
          id="grievance-description"
          label={t("privacy.grievance.description")}
          rows={5}
          maxLength={4000}
          hint={t("privacy.grievance.hint")}
          {...form.field("description")}
        />
        <SubmitButton busy={form.busy} busyLabel={t("privacy.requests.sending")}>
          {t("privacy.grievance.submit")}
        </SubmitButton>
      </form>
    </>
  );
}
