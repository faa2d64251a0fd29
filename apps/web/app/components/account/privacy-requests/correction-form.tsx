import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import {
  CORRECTION_SUBJECTS,
  correctionChecks,
  problemsOf,
  type CorrectionSubject,
} from "@investar/core/privacy-requests/privacy-request-checks";
import { Link } from "react-router";
import { FormField, SubmitButton } from "../../form-field.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useFilingForm } from "../../../lib/forms/use-filing-form.ts";
import { dateIn } from "../../../lib/date-time.ts";
import { reportIn } from "../../../i18n/failure-text.ts";
import { useI18n } from "../../../i18n/page-locale.ts";
import { richText, slots } from "../../../i18n/rich-text.tsx";
import { ChoiceField, TextAreaField } from "./privacy-fields.tsx";

const fileCorrectionRequest = lazyEndpoint(
  () => import("@investar/contract/privacy-requests/file-correction-request"),
  "fileCorrectionRequest",
);
/** Where each detail can be changed by the customer themselves: its words (privacy.correction.self.*), the place's link text and address. */
const selfService: [what: string, where: string, to: string][] = [
  ["profile", "myProfile", "/my-investar/my-profile"],
  ["address", "myProfile", "/my-investar/my-profile"],
  ["mobile", "myProfile", "/my-investar/my-profile"],
  ["email", "myProfile", "/my-investar/my-profile"],
  ["mails", "myProfile", "/my-investar/my-profile"],
  ["password", "changePassword", "/my-investar/change-password"],
  ["billing", "paymentPage", "/Pricing/CustomizeSubscription"],
];

/** Correcting one's data (DPDP Act s. 12): the places to do it oneself, and a request for what only staff can change. */
export function CorrectionSection() {
  const text = useI18n();
  const { t } = text;
  const { form, submit } = useFilingForm({
    initial: { subject: "", document: "", correctValue: "", details: "" },
    validate: (values) => problemsOf(correctionChecks, values),
    report: reportIn(text),
    file: (values) => callEndpoint(fileCorrectionRequest, { body: { ...values, subject: values.subject as CorrectionSubject } }),
    filed: (data) => t("privacy.requests.filed", { reference: data.reference, day: dateIn(text.language, data.dueAt) }),
  });
  const subjects = CORRECTION_SUBJECTS.map((subject) => [subject, t(`privacy.correction.subject.${subject}`)] as const);
  return (
    <>
      <p>{t("privacy.correction.intro")}</p>
      <ul className="privacy-links">
        {selfService.map(([what, where, to]) => (
          <li key={what}>
            {richText(t("privacy.correction.where", { ...slots("link"), what: t(`privacy.correction.self.${what}`) }), {
              link: <Link to={to}>{t(`privacy.correction.${where}`)}</Link>,
            })}
          </li>
        ))}
      </ul>
      <p>{t("privacy.correction.invoices")}</p>
      <form className="privacy-form" onSubmit={submit} noValidate aria-label={t("privacy.correction.form")}>
        <ChoiceField
          id="correction-subject"
          label={t("privacy.correction.subject")}
          placeholder={t("privacy.requests.choose")}
          choices={subjects}
          {...form.field("subject")}
        />
        <FormField
          id="correction-document"
          label={t("privacy.correction.document")}
          maxLength={40}
          autoComplete="off"
          {...form.field("document")}
        />
        <FormField
          id="correction-value"
          label={t("privacy.correction.value")}
          maxLength={300}
          autoComplete="off"
          {...form.field("correctValue")}
        />
        <TextAreaField
          id="correction-details"
          label={t("privacy.correction.details")}
          rows={3}
          maxLength={2000}
          {...form.field("details")}
        />
        <SubmitButton busy={form.busy} busyLabel={t("privacy.requests.sending")}>
          {t("privacy.correction.submit")}
        </SubmitButton>
      </form>
    </>
  );
}
