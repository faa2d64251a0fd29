import { COUNTRIES, statesOf } from "@investar/core";
import { postalCodeLabel } from "@investar/core/addresses";
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
  return (
    <section className="card billing-details" aria-labelledby="billing-details-heading">
      <h2 id="billing-details-heading">Billing details</h2>
      <p className="field__hint">Your GST tax invoice is made out to these details.</p>
      <LimitNotice message={billing.refusal} />
      {billing.editing || !billing.saved ? (
        <BillingForm billing={billing} />
      ) : (
        <BillingSummary details={billing.saved} onEdit={billing.edit} />
      )}
    </section>
  );
}

function BillingSummary({ details, onEdit }: { details: BillingDetails; onEdit(): void }) {
  // docs/business-rules.md#billing-rules: a consumer may have given only their state; only what was given is shown.
  const lines = [
    details.address,
    [details.city, details.pinCode].filter(Boolean).join(" "),
    [details.state, details.country].filter(Boolean).join(", "),
    details.phone ? `Phone: ${details.phone}` : "",
    details.gstin ? `GSTIN: ${details.gstin}` : "",
  ].filter(Boolean);
  return (
    <>
      <address className="billing-details__summary">
        <strong>{details.name || "Your account's name"}</strong>
        {lines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <button type="button" className="button button--ghost" onClick={onEdit}>
        Edit billing details
      </button>
    </>
  );
}

function BillingForm({ billing }: { billing: BillingDetailsState }) {
  const { draft, errors, saved, busy, required } = billing;
  // docs/business-rules.md#billing-rules: without a GSTIN only the state is asked for.
  const label = (field: BillingField, text: string) => (required.has(field) ? text : `${text} (optional)`);
  // Each field shows its message once it is left, not while the first value is still being typed.
  const text = (field: BillingField) => ({
    id: billingFieldId(field),
    value: draft[field],
    error: errors[field],
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
        label={label("name", "Name or legal business name")}
        hint="Printed on the invoice: your full name (your account's, if left empty), or your business's legal name as registered for GST."
        autoComplete="name"
        maxLength={80}
      />
      <FormField {...text("address")} label={label("address", "Address")} autoComplete="street-address" maxLength={200} />
      <div className="billing-details__grid">
        <SelectField
          id={billingFieldId("country")}
          label="Country"
          placeholder="Select country"
          options={COUNTRIES}
          value={draft.country}
          // A state, or a GSTIN, of the old country means nothing in the new one.
          onChange={(country) => billing.change({ country, state: "", gstin: "" })}
          onBlur={() => billing.leave("country")}
          error={errors.country}
        />
        <SelectField
          id={billingFieldId("state")}
          label="State"
          placeholder="Select state"
          options={statesOf(draft.country)}
          value={draft.state}
          disabled={!draft.country}
          onChange={(state) => billing.set("state", state)}
          onBlur={() => billing.leave("state")}
          error={errors.state}
        />
        <FormField {...text("city")} label={label("city", "City")} autoComplete="address-level2" maxLength={80} />
        <FormField
          {...text("pinCode")}
          label={label("pinCode", postalCodeLabel(draft.country))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={draft.country === "USA" ? 5 : 6}
        />
      </div>
      <FormField {...text("phone")} label={label("phone", "Phone")} type="tel" autoComplete="tel" maxLength={20} />
      {draft.country === "India" ? (
        <FormField
          {...text("gstin")}
          label="GSTIN (optional)"
          hint="For GST-registered businesses claiming input tax credit: it is printed on the invoice, and its state must be the address's. Leave it empty when buying for yourself."
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
          Also save this address in my profile
        </label>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Save billing details"}
        </button>
        {saved ? (
          <button type="button" className="link-button" onClick={billing.cancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
