import { COUNTRIES, OTHER_CITY, citiesOf, statesOf } from "@investar/core";
import { normaliseContactInfo, postalCodeLabel, validateContactInfo, type ContactInfo } from "@investar/core/profile";
import { useState, type FormEvent } from "react";
import { api } from "../../lib/api-client.ts";
import { FormField } from "../form-field.tsx";
import { SelectField } from "./select-field.tsx";
import { SectionHeading, differsFrom, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";
import { useSave, visibleErrors } from "./use-save.ts";

type Draft = Record<keyof ContactInfo, string>;

const toDraft = (info: ContactInfo): Draft => ({
  country: info.country ?? "India",
  state: info.state ?? "",
  city: info.city ?? "",
  otherCity: info.otherCity ?? "",
  address: info.address ?? "",
  pinCode: info.pinCode ?? "",
});

/** Country → state → city, with 'Other' revealing a typed city (docs/business-rules.md#location-data location data, docs/business-rules.md#city-rules City/'Other' rule). */
export function ContactInfoSection({ userId, initial }: { userId: number; initial: ContactInfo }) {
  const [saved, setSaved] = useState<Draft>(() => toDraft(initial));
  const [draft, setDraft] = useState<Draft>(saved);
  const [tried, setTried] = useState(false);
  const { busy, run } = useSave();
  const errors = visibleErrors(validateContactInfo(normaliseContactInfo(draft)), tried);
  const unsaved = differsFrom(draft, saved);
  useUnsavedSection("contact", unsaved);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const cities = citiesOf(draft.country, draft.state);
  const postal = postalCodeLabel(draft.country);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(validateContactInfo(normaliseContactInfo(draft))).length > 0) return;
    const answer = await run(
      () => api.post<ContactInfo>("user/SaveContactProfile", draft, { userId }),
      "Your contact information has been saved.",
    );
    if (answer) {
      setSaved(toDraft(answer));
      setDraft(toDraft(answer));
    }
  };

  return (
    <section className={sectionClass(unsaved)} aria-labelledby="contact-heading">
      <SectionHeading id="contact-heading" title="Contact information" unsaved={unsaved} />
      <form onSubmit={submit} noValidate>
        <div className="profile-grid">
          <SelectField
            id="contact-country"
            label="Country"
            placeholder="Select country"
            options={COUNTRIES}
            value={draft.country}
            // A state or city of the old country means nothing in the new one.
            onChange={(country) => setDraft((d) => ({ ...d, country, state: "", city: "", otherCity: "" }))}
            error={errors.country}
          />
          <SelectField
            id="contact-state"
            label="State"
            placeholder="Select state"
            options={statesOf(draft.country)}
            value={draft.state}
            disabled={!draft.country}
            onChange={(state) => setDraft((d) => ({ ...d, state, city: "", otherCity: "" }))}
            error={errors.state}
          />
          <SelectField
            id="contact-city"
            label="City"
            placeholder="Select city"
            options={[...cities, OTHER_CITY]}
            value={draft.city}
            disabled={!draft.state}
            onChange={set("city")}
            error={errors.city}
          />
          {draft.city === OTHER_CITY ? (
            <FormField
              id="contact-other-city"
              label="Your city"
              autoComplete="address-level2"
              maxLength={80}
              value={draft.otherCity}
              onChange={(e) => set("otherCity")(e.target.value)}
              error={errors.otherCity}
            />
          ) : null}
        </div>
        <FormField
          id="contact-address"
          label="Address"
          autoComplete="street-address"
          maxLength={200}
          value={draft.address}
          onChange={(e) => set("address")(e.target.value)}
          error={errors.address}
          hint="Optional"
        />
        <FormField
          id="contact-pin"
          label={postal}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={draft.country === "USA" ? 5 : 6}
          value={draft.pinCode}
          onChange={(e) => set("pinCode")(e.target.value.trim())}
          error={errors.pinCode}
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Save contact information"}
        </button>
      </form>
    </section>
  );
}
