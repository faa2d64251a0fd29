import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import {
  GENDERS,
  OCCUPATIONS,
  TRADING_EXPERIENCE,
  isoDateIn,
  normaliseMemberInfo,
  validateMemberInfo,
  type MemberInfo,
} from "@investar/core/profile";
import { NAME_HINT, NAME_MAX_LENGTH } from "@investar/core";
import { useState, type FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { FormField, SubmitButton } from "../form-field.tsx";
import { SelectField } from "./select-field.tsx";
import { SectionHeading, differsFrom, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";

const saveMemberProfile = lazyEndpoint(() => import("@investar/contract/profile/save-member-profile"), "saveMemberProfile");

type Draft = Record<keyof MemberInfo, string>;

const toDraft = (info: MemberInfo): Draft => ({
  fullName: info.fullName,
  gender: info.gender ?? "",
  dateOfBirth: info.dateOfBirth ?? "",
  occupation: info.occupation ?? "",
  tradingExperience: info.tradingExperience ?? "",
});

export function MemberInfoSection({ userId, initial }: { userId: number; initial: MemberInfo }) {
  const [saved, setSaved] = useState<Draft>(() => toDraft(initial));
  const today = isoDateIn(new Date());
  const form = useForm({ initial: saved, validate: (values: Draft) => validateMemberInfo(normaliseMemberInfo(values), today) });
  const draft = form.values;
  const unsaved = differsFrom(draft, saved);
  useUnsavedSection("member", unsaved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(
      (values) => callEndpoint(saveMemberProfile, { body: { userId, ...values } }),
      "Your member information has been saved.",
    );
    // The navigation bar's first name follows on the next page load: revalidating here would fetch
    // my-profile.data, which guard.ts cannot map to its routeGuards entry yet.
    if (answer) {
      setSaved(toDraft(answer));
      form.reset(toDraft(answer));
    }
  };

  return (
    <section className={sectionClass(unsaved)} aria-labelledby="member-heading">
      <SectionHeading id="member-heading" title="Member information" unsaved={unsaved} />
      <form onSubmit={submit} noValidate>
        <FormField
          id="member-name"
          label="Full name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          hint={NAME_HINT}
          {...form.field("fullName")}
        />
        <div className="profile-grid">
          <SelectField id="member-gender" label="Gender" placeholder="Select gender" options={GENDERS} {...form.field("gender")} />
          <FormField id="member-dob" label="Date of birth" type="date" max={today} autoComplete="bday" {...form.field("dateOfBirth")} />
          <SelectField
            id="member-occupation"
            label="Occupation"
            placeholder="Select occupation"
            options={OCCUPATIONS}
            {...form.field("occupation")}
          />
          <SelectField
            id="member-experience"
            label="Trading experience"
            placeholder="Select experience"
            options={TRADING_EXPERIENCE}
            {...form.field("tradingExperience")}
          />
        </div>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save member information
        </SubmitButton>
      </form>
    </section>
  );
}
