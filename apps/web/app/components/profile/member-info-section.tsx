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
import { NAME_MAX_LENGTH } from "@investar/core";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { FormField, SubmitButton } from "../form-field.tsx";
import { SelectField } from "./select-field.tsx";
import { draftOf, useProfileForm } from "./use-profile-form.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { ProfileSection } from "./profile-section.tsx";

const saveMemberProfile = lazyEndpoint(() => import("@investar/contract/profile/save-member-profile"), "saveMemberProfile");

type Draft = Record<keyof MemberInfo, string>;

const toDraft = (info: MemberInfo): Draft => draftOf(info, ["fullName", "gender", "dateOfBirth", "occupation", "tradingExperience"]);

export function MemberInfoSection({ userId, initial }: { userId: number; initial: MemberInfo }) {
  const { t } = useI18n();
  const today = isoDateIn(new Date());
  // The navigation bar's first name follows on the next page load: revalidating after the save would fetch
  // my-profile.data, which guard.ts cannot map to its routeGuards entry yet.
  const { form, unsaved, submit } = useProfileForm({
    section: "member",
    initial,
    toDraft,
    validate: (values) => validateMemberInfo(normaliseMemberInfo(values), today),
    save: (values) => callEndpoint(saveMemberProfile, { body: { userId, ...values } }),
    savedText: t("account.profile.member.saved"),
  });

  return (
    <ProfileSection id="member-heading" heading={t("account.profile.member.heading")} unsaved={unsaved}>
      <form onSubmit={submit} noValidate>
        <FormField
          id="member-name"
          label={t("account.profile.member.fullName")}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          hint={t("account.profile.member.nameHint")}
          {...form.field("fullName")}
        />
        <div className="profile-grid">
          <SelectField
            id="member-gender"
            label={t("account.profile.member.gender")}
            placeholder={t("account.profile.member.genderPlaceholder")}
            options={GENDERS}
            labelOf={(option) => t("account.profile.member.genders", { option })}
            {...form.field("gender")}
          />
          <FormField
            id="member-dob"
            label={t("account.profile.member.dateOfBirth")}
            type="date"
            max={today}
            autoComplete="bday"
            {...form.field("dateOfBirth")}
          />
          <SelectField
            id="member-occupation"
            label={t("account.profile.member.occupation")}
            placeholder={t("account.profile.member.occupationPlaceholder")}
            options={OCCUPATIONS}
            labelOf={(option) => t("account.profile.member.occupations", { option: option.replaceAll("-", "") })}
            {...form.field("occupation")}
          />
          <SelectField
            id="member-experience"
            label={t("account.profile.member.experience")}
            placeholder={t("account.profile.member.experiencePlaceholder")}
            options={TRADING_EXPERIENCE}
            labelOf={(option) =>
              t("account.profile.member.experiences", { option: `y${(TRADING_EXPERIENCE as readonly string[]).indexOf(option)}` })
            }
            {...form.field("tradingExperience")}
          />
        </div>
        <SubmitButton busy={form.busy} busyLabel={t("account.profile.saving")}>
          {t("account.profile.member.save")}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
