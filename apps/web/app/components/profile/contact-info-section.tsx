import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { COUNTRIES, OTHER_CITY, citiesOf, statesOf } from "@investar/core";
import { normaliseContactInfo, validateContactInfo, type ContactInfo } from "@investar/core/profile";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { FormField, SubmitButton } from "../form-field.tsx";
import { SelectField } from "./select-field.tsx";
import { draftOf, useProfileForm } from "./use-profile-form.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { ProfileSection } from "./profile-section.tsx";

const saveContactProfile = lazyEndpoint(() => import("@investar/contract/profile/save-contact-profile"), "saveContactProfile");

type Draft = Record<keyof ContactInfo, string>;

const toDraft = (info: ContactInfo): Draft => ({
  country: info.country ?? "India",
  ...draftOf(info, ["state", "city", "otherCity", "address", "pinCode"]),
});

/** Country → state → city, with 'Other' revealing a typed city (docs/business-rules.md#location-data location data, docs/business-rules.md#city-rules City/'Other' rule). */
export function ContactInfoSection({ userId, initial }: { userId: number; initial: ContactInfo }) {
  const { t } = useI18n();
  const { form, unsaved, submit } = useProfileForm({
    section: "contact",
    initial,
    toDraft,
    validate: (values) => validateContactInfo(normaliseContactInfo(values)),
    save: (values) => callEndpoint(saveContactProfile, { query: { userId }, body: values }),
    savedText: t("account.profile.contact.saved"),
  });
  const draft = form.values;
  const cities = citiesOf(draft.country, draft.state);
  const postal = t("account.profile.contact.postal", { country: draft.country === "USA" ? "USA" : "other" });

  return (
    <ProfileSection id="contact-heading" heading={t("account.profile.contact.heading")} unsaved={unsaved}>
      <form onSubmit={submit} noValidate>
        <div className="profile-grid">
          <SelectField
            id="contact-country"
            label={t("account.profile.contact.country")}
            placeholder={t("account.profile.contact.countryPlaceholder")}
            options={COUNTRIES}
            value={draft.country}
            // A state or city of the old country means nothing in the new one.
            onChange={(country) => form.setValues({ country, state: "", city: "", otherCity: "" })}
            error={form.errorOf("country")}
          />
          <SelectField
            id="contact-state"
            label={t("account.profile.contact.state")}
            placeholder={t("account.profile.contact.statePlaceholder")}
            options={statesOf(draft.country)}
            value={draft.state}
            disabled={!draft.country}
            onChange={(state) => form.setValues({ state, city: "", otherCity: "" })}
            error={form.errorOf("state")}
          />
          <SelectField
            id="contact-city"
            label={t("account.profile.contact.city")}
            placeholder={t("account.profile.contact.cityPlaceholder")}
            options={[...cities, OTHER_CITY]}
            // City names are places, listed as written; "Other" is the form's own word.
            labelOf={(city) => (city === OTHER_CITY ? t("account.profile.contact.otherCityOption") : city)}
            disabled={!draft.state}
            {...form.field("city")}
          />
          {draft.city === OTHER_CITY ? (
            <FormField
              id="contact-other-city"
              label={t("account.profile.contact.otherCity")}
              autoComplete="address-level2"
              maxLength={80}
              {...form.field("otherCity")}
            />
          ) : null}
        </div>
        <FormField
          id="contact-address"
          label={t("account.profile.contact.address")}
          autoComplete="address-line1"
          maxLength={200}
          {...form.field("address")}
          hint={t("account.profile.optional")}
        />
        <FormField
          id="contact-pin"
          label={postal}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={draft.country === "USA" ? 5 : 6}
          value={draft.pinCode}
          onChange={(e) => form.set("pinCode", e.target.value.trim())}
          error={form.errorOf("pinCode")}
        />
        <SubmitButton busy={form.busy} busyLabel={t("account.profile.saving")}>
          {t("account.profile.contact.save")}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
