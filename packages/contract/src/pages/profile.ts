/** What the profile pages (my-profile, the email change's "this was not me" link) read from the profile feature. */
import type { AccountProfile } from "@investar/core/profile";
import type { Language } from "@investar/core/i18n/languages";

export type EmailChangeCancellation =
  { ok: true; email: string; reverted: boolean; signedOutSessions: number } | { ok: false; message: string; code?: string };

export interface ProfilePageServices {
  /** The old address's "this was not me" link: cancels (or undoes) an email change and signs every device out. */
  cancelEmailChange(token: string): Promise<EmailChangeCancellation>;
  /** The my-profile page: member and contact info, email, mobile, flags and picture version of one account. */
  getProfile(userId: number): Promise<AccountProfile>;
  /** The language the signed-in customer chose on the site, kept for their mails (ADR 0059). */
  setUserLanguage(userId: number, language: Language): Promise<void>;
}
