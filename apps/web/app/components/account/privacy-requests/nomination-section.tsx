import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { NominationView } from "@investar/contract/pages/privacy-requests";
import { NOMINEE_RELATIONSHIPS, nominationChecks, problemsOf } from "@investar/core/privacy-requests/privacy-request-checks";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { FormField, SubmitButton } from "../../form-field.tsx";
import { SelectField } from "../../profile/select-field.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { toast } from "../../../lib/toast.ts";
import { dateIn } from "../../../lib/date-time.ts";
import { errorText } from "../../../i18n/error-text.ts";
import { reportIn } from "../../../i18n/failure-text.ts";
import { useI18n } from "../../../i18n/page-locale.ts";
import { richText, slots } from "../../../i18n/rich-text.tsx";
import { ScriptButton } from "../../script-button.tsx";

const saveNomination = lazyEndpoint(() => import("@investar/contract/privacy-requests/save-nomination"), "saveNomination");
const withdrawNomination = lazyEndpoint(() => import("@investar/contract/privacy-requests/withdraw-nomination"), "withdrawNomination");

/** The customer's nominee (DPDP Act s. 14): shown, changed or withdrawn here; each change is recorded with a reference. */
export function NominationSection({ nomination }: { nomination: NominationView | null }) {
  const { vendorEmailDomain } = useRootData();
  const text = useI18n();
  const { t } = text;
  const relation = (value: string) => (text.has(`privacy.nominee.relation.${value}`) ? t(`privacy.nominee.relation.${value}`) : value);
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(nomination === null);
  const [withdrawing, setWithdrawing] = useState(false);
  const form = useForm({
    initial: { name: nomination?.name ?? "", email: nomination?.email ?? "", relationship: nomination?.relationship ?? "" },
    validate: (values) => problemsOf(nominationChecks(vendorEmailDomain), values),
    report: reportIn(text),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(
      (values) => callEndpoint(saveNomination, { body: values }),
      (data) => t("privacy.nominee.saved", { reference: data.reference }),
    );
    if (answer) {
      setEditing(false);
      await revalidator.revalidate();
    }
  };
  const withdraw = async () => {
    setWithdrawing(true);
    try {
      const result = await callEndpoint(withdrawNomination, {});
      if (!result.ok) return toast.error(errorText(text, "apiError", result.failure));
      toast.success(t("privacy.nominee.withdrawn", { reference: result.data.reference }));
      form.reset({ name: "", email: "", relationship: "" });
      setEditing(true);
      await revalidator.revalidate();
    } finally {
      setWithdrawing(false);
    }
  };
  return (
    <>
      <p>{t("privacy.nominee.lead")}</p>
      {nomination && !editing ? (
        <div className="privacy-nominee">
          <p>
            {richText(
              t("privacy.nominee.current", {
                ...slots("name"),
                relationship: relation(nomination.relationship),
                email: nomination.email,
                day: dateIn(text.language, nomination.updatedAt),
              }),
              { name: <strong>{nomination.name}</strong> },
            )}
          </p>
          <div className="button-row">
            <ScriptButton className="button button--ghost" onClick={() => setEditing(true)}>
              {t("privacy.nominee.change")}
            </ScriptButton>
            <ScriptButton className="button button--ghost" onClick={withdraw} disabled={withdrawing} aria-busy={withdrawing}>
              {withdrawing ? t("privacy.nominee.withdrawing") : t("privacy.nominee.withdraw")}
            </ScriptButton>
          </div>
        </div>
      ) : (
        <form className="privacy-form" onSubmit={submit} noValidate aria-label={t("privacy.nominee.form")}>
          <FormField id="nominee-name" label={t("privacy.nominee.name")} maxLength={100} autoComplete="off" {...form.field("name")} />
          <FormField
            id="nominee-email"
            label={t("privacy.nominee.email")}
            type="email"
            maxLength={45}
            autoComplete="off"
            {...form.field("email")}
          />
          <SelectField
            id="nominee-relationship"
            label={t("privacy.nominee.relationship")}
            placeholder={t("privacy.requests.choose")}
            options={NOMINEE_RELATIONSHIPS}
            labelOf={relation}
            {...form.field("relationship")}
          />
          <div className="button-row">
            <SubmitButton busy={form.busy} busyLabel={t("privacy.nominee.saving")}>
              {nomination ? t("privacy.nominee.saveNew") : t("privacy.nominee.nominate")}
            </SubmitButton>
            {nomination ? (
              <ScriptButton className="button button--ghost" onClick={() => setEditing(false)}>
                {t("privacy.nominee.cancel")}
              </ScriptButton>
            ) : null}
          </div>
        </form>
      )}
    </>
  );
}
