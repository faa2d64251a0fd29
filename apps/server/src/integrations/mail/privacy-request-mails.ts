import { composeMail } from "./mail-layout.ts";

/** The grievance officer as the business profile names them (ADR 0033), printed in every privacy mail. */
export interface GrievanceOfficer {
  name: string;
  email: string;
  phone: string;
}

const officerLine = (officer: GrievanceOfficer | null) =>
  officer
    ? `Our Grievance Officer is ${officer.name} (${officer.email}, ${officer.phone}). If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`
    : "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.";

const dateIst = (at: Date) => at.toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" });

/**
 * The acknowledgement of a privacy request (ADR 0051): its reference, what was asked, and by when we answer (our
 * 7-day target; the law's 90-day limit said too).
 */
export function privacyRequestAcknowledgementMail(input: {
  to: string;
  name: string | null;
  reference: string;
  what: string;
  summary: string;
  dueAt: Date;
  limitAt: Date;
  requestsUrl: string;
  officer: GrievanceOfficer | null;
}) {
  return composeMail({
    to: input.to,
    subject: `We have received your request (${input.reference}): ${input.what.toLowerCase()}`,
    greeting: input.name ? `Dear ${input.name},` : "Hello,",
    paragraphs: [
      `Your request "${input.summary}" has reached us under the reference number ${input.reference}.`,
      `We aim to answer by ${dateIst(input.dueAt)}, and in any case no later than ${dateIst(input.limitAt)}. Please quote the reference number if you write to us about it.`,
      officerLine(input.officer),
    ],
    action: { label: "See your privacy requests", url: input.requestsUrl },
  });
}

/** Staff's answer to a privacy request, written on /admin/privacy, with the state it is now in. */
export function privacyRequestReplyMail(input: {
  to: string;
  name: string | null;
  reference: string;
  state: string;
  message: string;
  requestsUrl: string;
  officer: GrievanceOfficer | null;
}) {
  return composeMail({
    to: input.to,
    subject: `Your request ${input.reference}: ${input.state.toLowerCase()}`,
    greeting: input.name ? `Dear ${input.name},` : "Hello,",
    paragraphs: [
      `About your request ${input.reference} (now: ${input.state.toLowerCase()}):`,
      ...input.message
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean),
      officerLine(input.officer),
    ],
    action: { label: "See your privacy requests", url: input.requestsUrl },
  });
}

/**
 * DPDP Rules r. 7(1): the intimation of a personal-data breach to each person affected, in plain words: what
 * happened and when, what it may mean for them, what we have done, what they can do, and whom to ask.
 */
export function breachNoticeMail(input: {
  to: string;
  name: string | null;
  title: string;
  nature: string;
  timing: string;
  dataAffected: string;
  likelyImpact: string;
  measuresTaken: string;
  userSteps: string;
  reference: string;
  officer: GrievanceOfficer | null;
  contactEmail: string;
}) {
  const paragraphs = (text: string) =>
    text
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean);
  return composeMail({
    to: input.to,
    subject: `Important: a personal data breach affecting your Investar account (${input.reference})`,
    greeting: input.name ? `Dear ${input.name},` : "Hello,",
    paragraphs: [
      `We are writing to tell you about a breach of personal data that affects you: ${input.title}.`,
      "What happened:",
      ...paragraphs(input.nature),
      `When: ${input.timing}`,
      `Your data affected: ${input.dataAffected}`,
      "What it may mean for you:",
      ...paragraphs(input.likelyImpact),
      "What we have done:",
      ...paragraphs(input.measuresTaken),
      "What you can do:",
      ...paragraphs(input.userSteps),
      input.officer
        ? `For any question, write to our Grievance Officer, ${input.officer.name}, at ${input.officer.email} or call ${input.officer.phone}, quoting ${input.reference}.`
        : `For any question, write to ${input.contactEmail}, quoting ${input.reference}.`,
      "We are sorry for this.",
    ],
  });
}
