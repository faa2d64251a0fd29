import { COUNTRIES, statesOf } from "@investar/core";
import type { BillingDetails } from "@investar/core/billing-details";
import { useEffect, useImperativeHandle, type FormEvent, type RefObject } from "react";
import { FormField } from "../../form-field.tsx";
import { LimitNotice } from "../../limit-notice.tsx";
import { SelectField } from "../../profile/select-field.tsx";
import {
  billingFieldId,
  useBillingDetails,
  type BillingDetailsInitial,
  type BillingDetailsState,
  type BillingField,
} from "./use-billing-details.ts";
import { billingErrorText } from "./billing-error-text.ts";
import { useI18n, type PageText } from "../../../i18n/page-locale.ts";
import { ScriptButton } from "../../script-button.tsx";

/** What the page asks of the section: the details to invoice, saved first (BillingDetailsState.confirm). */
export interface BillingControl {
  confirm(): Promise<BillingDetails | null>;
}

/**
 * CustomizeSubscription's "Billing details" (docs/business-rules.md#billing-details), before the pay step: who the GST tax invoice
 * is made out to. Saved details show as a summary with "Edit"; otherwise the form is open, and paying
 * saves it first (use-billing-details.ts).
 */
export function BillingDetailsSection({
  userId,
  initial,
  control,
  onEditing,
}: {
  userId: number;
  initial: BillingDetailsInitial;
  /** The page's handle on confirm(): its state and rules (GSTIN, states, validation) live in this chunk, off the page's first script. */
  control: RefObject<BillingControl | null>;
  /** Whether the form is open, which the page's manual-payment panel waits on. */
  onEditing(editing: boolean): void;
}) {
  const billing = useBillingDetails(userId, initial);
  useImperativeHandle(control, () => ({ confirm: billing.confirm }));
  useEffect(() => onEditing(billing.editing), [billing.editing, onEditing]);
  const { t } = useI18n();
  return (
    <section className="card billing-details" aria-labelledby="billing-details-heading">
      <h2 id="billing-details-heading">{t("billing.heading")}</h2>
      <p className="field__hint">{t("billing.lead")}</p>
      <LimitNotice message={billing.refusal} />
      {billing.editing || !billing.saved ? (
        <BillingForm billing={billing} />
      ) : (
        <BillingSummary details={billing.saved} onEdit={billing.edit} />
      )}
    </section>
  );
}

/** A state's or country's name in the page's language; the value sent stays the English one the rules know. */
const placeName = ({ t, has }: PageText, place: string) => (has(`place.${place}`) ? t(`place.${place}`) : place);

function BillingSummary({ details, onEdit }: { details: BillingDetails; onEdit(): void }) {
  const text = useI18n();
  const { t } = text;
  // docs/business-rules.md#billing-rules: a consumer may have given only their state; only what was given is shown.
  const lines = [
    details.address,
    [details.city, details.pinCode].filter(Boolean).join(" "),
    [details.state, details.country]
      .filter(Boolean)
      .map((place) => placeName(text, place))
      .join(", "),
    details.phone ? t("billing.phoneLine", { phone: details.phone }) : "",
    details.gstin ? t("billing.gstinLine", { gstin: details.gstin }) : "",
  ].filter(Boolean);
  return (
    <>
      <address className="billing-details__summary">
        <strong>{details.name || t("billing.accountName")}</strong>
        {lines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <ScriptButton className="button button--ghost" onClick={onEdit}>
        {t("billing.edit")}
      </ScriptButton>
    </>
  );
}

function BillingForm({ billing }: { billing: BillingDetailsState }) {
  const { draft, errors, saved, busy, required } = billing;
  const i18n = useI18n();
  const { t } = i18n;
  // docs/business-rules.md#billing-rules: without a GSTIN only the state is asked for.
  const label = (field: BillingField, name: string) => (required.has(field) ? name : t("billing.optional", { label: name }));
  const error = (field: BillingField) => billingErrorText(i18n, errors[field]);
  // Each field shows its message once it is left, not while the first value is still being typed.
  const text = (field: BillingField) => ({
    id: billingFieldId(field),
    value: draft[field],
    error: error(field),
    onChange: (event: { currentTarget: HTMLInputElement }) => billing.set(field, event.currentTarget.value),
    onBlur: () => billing.leave(field),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void billing.confirm();
  };
  return (
    <form aria-labelledby="billing-details-heading" onSubmit={submit} noValidate>
      <FormField
        {...text("name")}
        label={label("name", t("billing.name"))}
        hint={t("billing.nameHint")}
        autoComplete="name"
        maxLength={80}
      />
      <FormField {...text("address")} label={label("address", t("billing.address"))} autoComplete="address-line1" maxLength={200} />
      <div className="billing-details__grid">
        <SelectField
          id={billingFieldId("country")}
          label={t("billing.country")}
          placeholder={t("billing.countryPlaceholder")}
          options={COUNTRIES}
          labelOf={(place) => placeName(i18n, place)}
          value={draft.country}
          // A state, or a GSTIN, of the old country means nothing in the new one.
          onChange={(country) => billing.change({ country, state: "", gstin: "" })}
          onBlur={() => billing.leave("country")}
          error={error("country")}
        />
        <SelectField
          id={billingFieldId("state")}
          label={t("billing.state")}
          placeholder={t("billing.statePlaceholder")}
          options={statesOf(draft.country)}
          labelOf={(place) => placeName(i18n, place)}
          value={draft.state}
          disabled={!draft.country}
          onChange={(state) => billing.set("state", state)}
          onBlur={() => billing.leave("state")}
          error={error("state")}
        />
        <FormField {...text("city")} label={label("city", t("billing.city"))} autoComplete="address-level2" maxLength={80} />
        <FormField
          {...text("pinCode")}
          label={label("pinCode", draft.country === "USA" ? t("billing.zip") : t("billing.pin"))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={draft.country === "USA" ? 5 : 6}
        />
      </div>
      <FormField {...text("phone")} label={label("phone", t("billing.phone"))} type="tel" autoComplete="tel" maxLength={20} />
      {draft.country === "India" ? (
        <FormField
          {...text("gstin")}
          label={t("billing.optional", { label: "GSTIN" })}
          hint={t("billing.gstinHint")}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
      ) : null}
      {billing.profileOffer ? (
        <label className="field--check billing-details__profile">
          <input
            type="checkbox"
            checked={billing.updateProfile}
            onChange={(event) => billing.setUpdateProfile(event.currentTarget.checked)}
          />
          {t("billing.saveInProfile")}
        </label>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
          {busy ? t("billing.saving") : t("billing.save")}
        </button>
        {saved ? (
          <ScriptButton className="link-button" onClick={billing.cancel}>
            {t("billing.cancel")}
          </ScriptButton>
        ) : null}
      </div>
    </form>
  );
}
