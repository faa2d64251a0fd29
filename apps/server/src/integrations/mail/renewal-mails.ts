import { formatDay, type IsoDate, type RenewalReminderKind } from "@investar/core";
import { composeMail } from "./mail-layout.ts";

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
}

const subjects: Record<RenewalReminderKind, (lastDay: string) => string> = {
  "7-days": (day) => `Your Investar subscription ends in 7 days (${day})`,
  "3-days": (day) => `Your Investar subscription ends in 3 days (${day})`,
  "1-day": (day) => `Your Investar subscription ends tomorrow (${day})`,
  expired: (day) => `Your Investar subscription ended on ${day}`,
  "trial-ending": (day) => `Your Investar free trial ends on ${day}`,
};

/** The reminders before and at expiry, and at the trial's end (ADR 0026), each with the one-click renewal. */
export function renewalReminderMail(input: RenewalMailInput) {
  const lastDay = formatDay(input.lastDay);
  const body: Record<RenewalReminderKind, string> = {
    "7-days": `Your subscription to ${input.what} runs until ${lastDay}. Renew now to keep your charts, scans and data without a break; a renewal adds its period after ${lastDay}.`,
    "3-days": `Your subscription to ${input.what} runs until ${lastDay}, three days from now. Renew now to keep your charts, scans and data without a break.`,
    "1-day": `Your subscription to ${input.what} ends after ${lastDay}. Renew today to keep everything working tomorrow.`,
    expired: `Your subscription to ${input.what} ended on ${lastDay}. It keeps working in its grace period until ${formatDay(input.graceEnd)}; renew before then to continue without losing anything.`,
    "trial-ending": `Your free trial of Investar ends on ${lastDay}. Choose a plan to keep the charts, scans and alerts you have set up.`,
  };
  return composeMail({
    to: input.to,
    subject: subjects[input.reminder](lastDay),
    greeting: `Hello ${input.name},`,
    paragraphs: [body[input.reminder], "The button opens your selection ready to pay; you can change anything before paying."],
    action: { label: input.reminder === "trial-ending" ? "Choose your plan" : "Renew now", url: input.renewUrl },
    footnote: `You receive these reminders because you have an Investar subscription. Turn them off in your profile's email preferences: ${input.settingsUrl}`,
  });
}
