import { composeMail } from "./mail-layout.ts";
import { mailLocale } from "./mail-text.ts";

/**
 * AddReferral: an investor invites a friend; the link carries the encrypted address (the sign-up `rid`). The friend
 * has no account yet, so the mail is in the language of the customer who invited them (ADR 0060).
 */
export function referralInviteMail(to: string, referrerName: string, signUpLink: string, language?: string | null) {
  const { t } = mailLocale(language);
  const referrer = referrerName.trim() || t("referral.aFriend");
  return composeMail({
    to,
    language,
    subject: t("referral.subject", { referrer }),
    greeting: t("greeting.anonymous"),
    paragraphs: [t("referral.uses", { referrer }), t("referral.trial")],
    action: { label: t("referral.action"), url: signUpLink },
    footnote: t("referral.footnote", { referrer }),
  });
}
