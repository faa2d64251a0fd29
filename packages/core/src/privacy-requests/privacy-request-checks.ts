/**
 * The checks of /my-investar/privacy/requests' forms without a schema library (ADR 0051), so the page's first download
 * stays small; privacy-request-forms.ts builds the API's schemas from the same rules and messages.
 */
import { validateEmail, validateName } from "../validation.ts";

/** A text's problem: empty, too short or too long, in the form's words. */
export const textProblem =
  (label: string, min: number, max: number) =>
  (value: string): string | null => {
    const text = value.trim();
    if (text.length === 0) return min >= 1 ? `${label} is required.` : null;
    if (text.length < min) return `Write at least ${min} characters in ${label.toLowerCase()}.`;
    if (text.length > max) return `${label} can have at most ${max} characters.`;
    return null;
  };

/** What a customer cannot change alone: what an issued tax document says is fixed, so staff issue a credit note and a new invoice. */
export const CORRECTION_SUBJECTS = ["invoice-name", "invoice-gstin", "invoice-address", "other"] as const;
export type CorrectionSubject = (typeof CORRECTION_SUBJECTS)[number];
export const correctionSubjectLabels: Record<CorrectionSubject, string> = {
  "invoice-name": "The name on an issued invoice",
  "invoice-gstin": "The GSTIN on an issued invoice",
  "invoice-address": "The billing address on an issued invoice",
  other: "Something else I cannot change myself",
};

export const GRIEVANCE_TOPICS = ["use-of-data", "request-not-answered", "marketing", "security", "other"] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number];
export const grievanceTopicLabels: Record<GrievanceTopic, string> = {
  "use-of-data": "How my personal data is used",
  "request-not-answered": "A request of mine was not answered well",
  marketing: "Mails or messages I did not want",
  security: "The security of my data",
  other: "Something else",
};

export const NOMINEE_RELATIONSHIPS = ["Spouse", "Parent", "Child", "Sibling", "Other relative", "Friend", "Legal representative"] as const;

export const privacyFormMessages = {
  correctionSubject: "Choose what needs correcting.",
  grievanceTopic: "Choose what your grievance is about.",
  relationship: "Choose how the nominee is related to you.",
} as const;

const documentProblem = textProblem("The document number", 0, 40);
const correctValueProblem = textProblem("What it should say", 1, 300);
const detailsProblem = textProblem("Anything else we should know", 0, 2000);
const grievanceProblem = textProblem("Your grievance", 20, 4000);

export const correctionChecks = {
  subject: (value: string) => ((CORRECTION_SUBJECTS as readonly string[]).includes(value) ? null : privacyFormMessages.correctionSubject),
  document: documentProblem,
  correctValue: correctValueProblem,
  details: detailsProblem,
};

export const grievanceChecks = {
  topic: (value: string) => ((GRIEVANCE_TOPICS as readonly string[]).includes(value) ? null : privacyFormMessages.grievanceTopic),
  description: grievanceProblem,
};

/**
 * Every message the customer's request forms can answer, each by its key (validation-keys.ts), so a Hindi page says the
 * checks' and the API's words in Hindi (docs/adr/0059-hindi-with-lingui.md#errors).
 */
export const privacyFieldMessages = {
  ...privacyFormMessages,
  documentTooLong: documentProblem("x".repeat(41)) ?? "",
  correctValueRequired: correctValueProblem("") ?? "",
  correctValueTooLong: correctValueProblem("x".repeat(301)) ?? "",
  detailsTooLong: detailsProblem("x".repeat(2001)) ?? "",
  grievanceRequired: grievanceProblem("") ?? "",
  grievanceTooShort: grievanceProblem("x") ?? "",
  grievanceTooLong: grievanceProblem("x".repeat(4001)) ?? "",
} as const;

export const nominationChecks = (vendorDomain: string) => ({
  name: (value: string) => validateName(value),
  email: (value: string) => validateEmail(value, vendorDomain),
  relationship: (value: string) => ((NOMINEE_RELATIONSHIPS as readonly string[]).includes(value) ? null : privacyFormMessages.relationship),
});

/** Each field's problem (null: fine) by the checks given: what a form's `validate` answers. */
export function problemsOf<K extends string>(
  checks: Record<K, (value: string) => string | null>,
  values: Record<K, string>,
): Record<K, string | null> {
  const problems = {} as Record<K, string | null>;
  for (const key of Object.keys(checks) as K[]) problems[key] = checks[key](values[key] ?? "");
  return problems;
}
