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
import { api } from "../../lib/api-client.ts";
import { FormField } from "../form-field.tsx";
import { SelectField } from "./select-field.tsx";
import { SectionHeading, differsFrom, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";
import { useSave, visibleErrors } from "./use-save.ts";

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
  const [draft, setDraft] = useState<Draft>(saved);
  const [tried, setTried] = useState(false);
  const { busy, run } = useSave();
  const today = isoDateIn(new Date());
  const errors = visibleErrors(validateMemberInfo(normaliseMemberInfo(draft), today), tried);
  const unsaved = differsFrom(draft, saved);
  useUnsavedSection("member", unsaved);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(validateMemberInfo(normaliseMemberInfo(draft), today)).length > 0) return;
    const answer = await run(
      () => api.post<MemberInfo>("user/SaveMemberProfile", { userId, ...draft }),
      "Your member information has been saved.",
    );
    // The navigation bar's first name follows on the next page load: revalidating here would fetch
    // my-profile.data, which guard.ts cannot map to its routeGuards entry yet.
    if (answer) {
      setSaved(toDraft(answer));
      setDraft(toDraft(answer));
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
          value={draft.fullName}
          onChange={(e) => set("fullName")(e.target.value)}
          error={errors.fullName}
        />
        <div className="profile-grid">
          <SelectField
            id="member-gender"
            label="Gender"
            placeholder="Select gender"
            options={GENDERS}
            value={draft.gender}
            onChange={set("gender")}
            error={errors.gender}
          />
          <FormField
            id="member-dob"
            label="Date of birth"
            type="date"
            max={today}
            autoComplete="bday"
            value={draft.dateOfBirth}
            onChange={(e) => set("dateOfBirth")(e.target.value)}
            error={errors.dateOfBirth}
          />
          <SelectField
            id="member-occupation"
            label="Occupation"
            placeholder="Select occupation"
            options={OCCUPATIONS}
            value={draft.occupation}
            onChange={set("occupation")}
            error={errors.occupation}
          />
          <SelectField
            id="member-experience"
            label="Trading experience"
            placeholder="Select experience"
            options={TRADING_EXPERIENCE}
            value={draft.tradingExperience}
            onChange={set("tradingExperience")}
            error={errors.tradingExperience}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Save member information"}
        </button>
      </form>
    </section>
  );
}
