import type { IsoDate, RenewalReminderKind } from "@investar/core";
import { composeMail } from "./mail-layout.ts";
import { mailLocale, type MailText } from "./mail-text.ts";

export interface RenewalMailInput {
  to: string;
  name: string;
  reminder: RenewalReminderKind;
  /** What is held: "Pro with Intraday (NSE Cash 5-Min)", "the mobile app (Standard)". */
  what: string;
  /** The last day of service (for the trial, its last day). */
  lastDay: IsoDate;
  /** The last day of the grace period, for the "expired" mail. */
  graceEnd: IsoDate;
  /** The one-click renewal: CustomizeSubscription with the held selection. */
  renewUrl: string;
  settingsUrl: string;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string | null;
}

/** What a subscriber holds, as the reminders name it ("Investar Pro with Intraday", "the Investar mobile app Standard"). */
export function describeHolding(t: MailText, held: { product: string; addons: string[]; isMobile: boolean }): string {
  const addons = held.addons.length > 0 ? t("receipt.description.addons", { addons: held.addons.join(", ") }) : "";
  return t(held.isMobile ? "renewal.what.mobile" : "renewal.what.tool", { product: held.product, addons });
}

/** The reminders before and at expiry, and at the trial's end (ADR 0026), each with the one-click renewal, in the customer's language. */
export function renewalReminderMail(input: RenewalMailInput) {
  const { t, day } = mailLocale(input.language);
  const lastDay = day(input.lastDay);
  return composeMail({
    to: input.to,
    language: input.language,
    subject: t(`renewal.subject.${input.reminder}`, { day: lastDay }),
    greeting: t("greeting", { name: input.name }),
    paragraphs: [
      t(`renewal.body.${input.reminder}`, { what: input.what, lastDay, graceEnd: day(input.graceEnd) }),
      t("renewal.readyToPay"),
    ],
    action: { label: t(input.reminder === "trial-ending" ? "renewal.choosePlan" : "renewal.renewNow"), url: input.renewUrl },
    footnote: t("renewal.footnote", { settingsUrl: input.settingsUrl }),
  });
}
