import type { BreachFields, PrivacyRequestKind, PrivacyRequestState } from "@investar/core";
import { composeMail } from "./mail-layout.ts";
import { mailLocale, type MailText } from "./mail-text.ts";

/** The grievance officer as the business profile names them (ADR 0033), printed in every privacy mail. */
export interface GrievanceOfficer {
  name: string;
  email: string;
  phone: string;
}

interface Addressee {
  to: string;
  name: string | null;
  /** The account's users.language (ADR 0060); English for a request without an account. */
  language?: string | null;
}

const officerLine = (t: MailText, officer: GrievanceOfficer | null) =>
  officer ? t("privacy.officer", { name: officer.name, email: officer.email, phone: officer.phone }) : t("privacy.noOfficer");

const greeting = (t: MailText, name: string | null) => (name ? t("greeting.dear", { name }) : t("greeting.anonymous"));

const hindi = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("hi-IN", { ...options, timeZone: "Asia/Kolkata" });
const englishDay = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });
const hindiDay = hindi({ dateStyle: "long" });
const hindiTime = hindi({ timeStyle: "short" });

/** A day in India ("31 March 2026", "31 मार्च 2026"). */
const dateIst = (language: string, at: Date) => (language === "hi" ? hindiDay : englishDay).format(at);

/** A moment in India, before "IST" ("31 March 2026 at 7:00 pm", "31 मार्च 2026, 7:00 pm"). */
const momentIst = (language: string, iso: string) =>
  language === "hi"
    ? `${hindiDay.format(new Date(iso))}, ${hindiTime.format(new Date(iso))}`
    : new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long", timeStyle: "short" });

/** Staff's own text, one paragraph per blank-line-separated block, as they wrote it. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The acknowledgement of a privacy request (ADR 0051): its reference, what was asked, and by when we answer (our
 * 7-day target; the law's 90-day limit said too).
 */
export function privacyRequestAcknowledgementMail(
  input: Addressee & {
    reference: string;
    kind: PrivacyRequestKind;
    summary: string;
    dueAt: Date;
    limitAt: Date;
    requestsUrl: string;
    officer: GrievanceOfficer | null;
  },
) {
  const { t, language } = mailLocale(input.language);
  return composeMail({
    to: input.to,
    language: input.language,
    subject: t("privacy.ack.subject", { reference: input.reference, what: t(`privacy.kind.${input.kind}`) }),
    greeting: greeting(t, input.name),
    paragraphs: [
      t("privacy.ack.received", { summary: input.summary, reference: input.reference }),
      t("privacy.ack.answerBy", { dueOn: dateIst(language, input.dueAt), limitOn: dateIst(language, input.limitAt) }),
      officerLine(t, input.officer),
    ],
    action: { label: t("privacy.seeRequests"), url: input.requestsUrl },
  });
}

/** Staff's answer to a privacy request, written on /admin/privacy, with the state it is now in; their words as written. */
export function privacyRequestReplyMail(
  input: Addressee & {
    reference: string;
    state: PrivacyRequestState;
    message: string;
    requestsUrl: string;
    officer: GrievanceOfficer | null;
  },
) {
  const { t } = mailLocale(input.language);
  const said = { reference: input.reference, state: t(`privacy.state.${input.state}`) };
  return composeMail({
    to: input.to,
    language: input.language,
    subject: t("privacy.reply.subject", said),
    greeting: greeting(t, input.name),
    paragraphs: [t("privacy.reply.about", said), ...paragraphsOf(input.message), officerLine(t, input.officer)],
    action: { label: t("privacy.seeRequests"), url: input.requestsUrl },
  });
}

/** When it happened, in India time, as far as it is known (DPDP Rules r. 7(1)(b)). */
function breachTiming(t: MailText, language: string, fields: Pick<BreachFields, "occurredFrom" | "occurredTo" | "discoveredAt">) {
  const discovered = momentIst(language, fields.discoveredAt);
  const { occurredFrom: from, occurredTo: to } = fields;
  if (!from && !to) return t("privacy.breach.timing.unknown", { discovered });
  const span =
    from && to
      ? t("privacy.breach.span.between", { from: momentIst(language, from), to: momentIst(language, to) })
      : from
        ? t("privacy.breach.span.from", { from: momentIst(language, from) })
        : t("privacy.breach.span.until", { to: momentIst(language, to!) });
  return t("privacy.breach.timing", { span, discovered });
}

/**
 * DPDP Rules r. 7(1): the intimation of a personal-data breach to each person affected, in plain words: what
 * happened and when, what it may mean for them, what we have done, what they can do, and whom to ask. The
 * headings are in the account's language; staff's descriptions as they wrote them.
 */
export function breachNoticeMail(
  input: Addressee & {
    title: string;
    nature: string;
    occurred: Pick<BreachFields, "occurredFrom" | "occurredTo" | "discoveredAt">;
    dataAffected: string;
    likelyImpact: string;
    measuresTaken: string;
    userSteps: string;
    reference: string;
    officer: GrievanceOfficer | null;
    contactEmail: string;
  },
) {
  const { t, language } = mailLocale(input.language);
  const { reference, officer } = input;
  return composeMail({
    to: input.to,
    language: input.language,
    subject: t("privacy.breach.subject", { reference }),
    greeting: greeting(t, input.name),
    paragraphs: [
      t("privacy.breach.intro", { title: input.title }),
      t("privacy.breach.whatHappened"),
      ...paragraphsOf(input.nature),
      t("privacy.breach.when", { timing: breachTiming(t, language, input.occurred) }),
      t("privacy.breach.dataAffected", { data: input.dataAffected }),
      t("privacy.breach.impact"),
      ...paragraphsOf(input.likelyImpact),
      t("privacy.breach.measures"),
      ...paragraphsOf(input.measuresTaken),
      t("privacy.breach.steps"),
      ...paragraphsOf(input.userSteps),
      officer
        ? t("privacy.breach.askOfficer", { name: officer.name, email: officer.email, phone: officer.phone, reference })
        : t("privacy.breach.askSupport", { email: input.contactEmail, reference }),
      t("privacy.breach.sorry"),
    ],
  });
}
