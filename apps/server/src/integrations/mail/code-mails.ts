import { mailText, type MailKey } from "./mail-text.ts";
import { personalMail, type MailRecipient } from "./personal-mail.ts";

/** What a code is for, as the mail names it. */
const purposes = {
  "sign-up": "code.purpose.signUp",
  "intraday activation": "code.purpose.intradayActivation",
  "account closing": "code.purpose.accountClosing",
} as const satisfies Record<string, MailKey>;

export type CodePurpose = keyof typeof purposes;

/** A short verification code sent by email (intraday activation; any other code confirmed by email), in the recipient's language (ADR 0060). */
export function verificationCodeMail(to: MailRecipient, code: string, purpose: CodePurpose, minutes: number) {
  const t = mailText(to.language);
  const what = t(purposes[purpose]);
  return personalMail(to, {
    subject: t("code.subject", { purpose: what, code }),
    paragraphs: [t("code.is", { purpose: what, code }), t("code.enter", { minutes: String(minutes) })],
    footnote: t("code.footnote"),
    secrets: [code],
  });
}
