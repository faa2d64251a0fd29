import { useState } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/my-profile";
import { ContactInfoSection } from "../../components/profile/contact-info-section.tsx";
import { EmailChangedNotice } from "../../components/profile/email-changed-notice.tsx";
import { EmailSection } from "../../components/profile/email-section.tsx";
import { LanguageSection } from "../../components/profile/language-section.tsx";
import { MemberInfoSection } from "../../components/profile/member-info-section.tsx";
import { MobileSection } from "../../components/profile/mobile-section.tsx";
import { PictureSection } from "../../components/profile/picture-section.tsx";
import { SubscriptionFlagsSection } from "../../components/profile/subscription-flags-section.tsx";
import { UnsavedChangesGuard } from "../../components/profile/unsaved-changes.tsx";
import { appContext } from "../../load-context.ts";
import { subscriptionFlagsAction } from "../../lib/forms/subscription-flags-action.ts";
import { accountMessages } from "../../i18n/account-messages.server.ts";
import { validationMessages } from "../../i18n/validation-messages.server.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import "../../styles/account.css";
import { mergedMessages } from "../../i18n/catalogues.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services, accountLanguage } = context.get(appContext);
  // guarded.tsx has already sent visitors to the login page; this only satisfies the type.
  if (!user) throw redirect("/user/login?returnUrl=%2Fmy-investar%2Fmy-profile");
  const profile = await services.getProfile(user.userId);
  // The email and mobile forms check fields with core's validators: their messages in the customer's language too.
  const messages = mergedMessages(accountMessages(request, context, ["profile"]), validationMessages(request, context));
  return { profile, language: accountLanguage ?? "en", messages };
}

/** The email preferences posted before or without the page's script (ADR 0063): the API's own call, in-process. */
export async function action({ context, request }: Route.ActionArgs) {
  return subscriptionFlagsAction(context.get(appContext), await request.formData());
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "account.profile", path: "/my-investar/my-profile", noindex: true });
}

export default function MyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, language } = loaderData;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { t } = useI18n();
  return (
    <div className="page-narrow profile-page">
      <h1>{t("account.profile.heading")}</h1>
      <p className="profile-page__lead">{t("account.profile.lead")}</p>
      <UnsavedChangesGuard>
        <EmailChangedNotice currentEmail={profile.email} pending={pendingEmail} />
        <PictureSection userId={profile.userId} name={profile.member.fullName} initialVersion={profile.pictureVersion} />
        <MemberInfoSection userId={profile.userId} initial={profile.member} />
        <ContactInfoSection userId={profile.userId} initial={profile.contact} />
        <EmailSection
          userId={profile.userId}
          email={profile.email}
          isEmailVerified={profile.isEmailVerified}
          onRequested={setPendingEmail}
        />
        <MobileSection userId={profile.userId} initial={profile.mobileNumber} />
        <SubscriptionFlagsSection userId={profile.userId} initial={profile.subscriptionFlags} posted={actionData} />
        {/* Keyed by the saved language, so the section starts afresh when the page comes back in the one just chosen. */}
        <LanguageSection key={language} userId={profile.userId} initial={language} />
      </UnsavedChangesGuard>
    </div>
  );
}
