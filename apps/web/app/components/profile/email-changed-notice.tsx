import { useEffect, useState } from "react";
import { emailChangedMarker, setEmailChangedMarker } from "../../lib/client-session.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";

export const emailChangedText = (email: string) =>
  `A verification email has been sent to ${email}. Please verify it to re-activate your account.`;

/**
 * docs/business-rules.md#email-changed-notice: while the stored email-changed marker names an address the account does not use yet, say
 * where the verification link went. Once the account's email is that address the marker has done its job.
 * `pending` is set by the email form in this visit; the marker covers later visits.
 */
export function EmailChangedNotice({ currentEmail, pending }: { currentEmail: string; pending: string | null }) {
  const i18n = useI18n();
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    const marker = emailChangedMarker();
    if (marker && marker.toLowerCase() === currentEmail.toLowerCase()) setEmailChangedMarker(null);
    else setStored(marker);
  }, [currentEmail]);
  const email = pending ?? stored;
  if (!email) return null;
  return (
    <p className="notice notice--info" role="status">
      {translatedOr(i18n, "account.profile.emailChanged", emailChangedText(email), { email })}
    </p>
  );
}
