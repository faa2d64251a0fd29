import type { IsoDate } from "@investar/core";
import { composeMail } from "./mail-layout.ts";
import { firstName, mailLocale } from "./mail-text.ts";

interface Recipient {
  email: string;
  name: string;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string | null;
}

/**
 * docs/business-rules.md#account-closure: the closing confirmed, what it did (closureEffects, in the mail's
 * language), and the one way back for 7 days.
 */
export function accountClosedMail(
  to: Recipient,
  closure: { reference: string; finalDay: IsoDate; effects: string[] },
  reopenLink: string,
  supportEmail: string,
) {
  const { t, day } = mailLocale(to.language);
  return composeMail({
    to: to.email,
    language: to.language,
    subject: t("closure.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [
      t("closure.closed", { reference: closure.reference }),
      ...closure.effects,
      t("closure.reopenBefore", { finalOn: day(closure.finalDay) }),
    ],
    action: { label: t("closure.reopenAction"), url: reopenLink },
    footnote: t("closure.footnote", { supportEmail }),
    secrets: [reopenLink],
  });
}

export function accountReopenedMail(to: Recipient, supportEmail: string) {
  const { t } = mailLocale(to.language);
  return composeMail({
    to: to.email,
    language: to.language,
    subject: t("closure.reopened.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [t("closure.reopened.open"), t("closure.reopened.stays")],
    footnote: t("closure.reopened.footnote", { supportEmail }),
  });
}
