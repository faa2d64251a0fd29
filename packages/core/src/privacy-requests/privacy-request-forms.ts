/**
 * The forms of /my-investar/privacy/requests and of the staff queue (ADR 0051): one set of rules and messages
 * for the page as the customer types and for the API.
 */
import { z } from "zod";
import { validateEmail, validateName } from "../validation.ts";
import { PRIVACY_REQUEST_STATES } from "./privacy-requests.ts";

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `Write at least ${min} characters in ${label.toLowerCase()}.`)
    .max(max, `${label} can have at most ${max} characters.`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} can have at most ${max} characters.`).default("");

/** What a customer cannot change alone: what an issued tax document says is fixed, so staff issue a credit note and a new invoice. */
export const CORRECTION_SUBJECTS = ["invoice-name", "invoice-gstin", "invoice-address", "other"] as const;
export type CorrectionSubject = (typeof CORRECTION_SUBJECTS)[number];
export const correctionSubjectLabels: Record<CorrectionSubject, string> = {
  "invoice-name": "The name on an issued invoice",
  "invoice-gstin": "The GSTIN on an issued invoice",
  "invoice-address": "The billing address on an issued invoice",
  other: "Something else I cannot change myself",
};

export const correctionRequestInput = z.object({
  subject: z.enum(CORRECTION_SUBJECTS, { error: "Choose what needs correcting." }),
  /** The invoice or credit note number, when the correction is about one. */
  document: optionalText("The document number", 40),
  correctValue: text("What it should say", 1, 300),
  details: optionalText("Anything else we should know", 2000),
});
export type CorrectionRequestInput = z.input<typeof correctionRequestInput>;

export const GRIEVANCE_TOPICS = ["use-of-data", "request-not-answered", "marketing", "security", "other"] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number];
export const grievanceTopicLabels: Record<GrievanceTopic, string> = {
  "use-of-data": "How my personal data is used",
  "request-not-answered": "A request of mine was not answered well",
  marketing: "Mails or messages I did not want",
  security: "The security of my data",
  other: "Something else",
};

export const grievanceInput = z.object({
  topic: z.enum(GRIEVANCE_TOPICS, { error: "Choose what your grievance is about." }),
  description: text("Your grievance", 20, 4000),
});
export type GrievanceInput = z.input<typeof grievanceInput>;

export const NOMINEE_RELATIONSHIPS = ["Spouse", "Parent", "Child", "Sibling", "Other relative", "Friend", "Legal representative"] as const;

/** The nominee (DPDP Act s. 14): who may exercise the customer's rights after their death or in their incapacity. */
export const nominationInput = (vendorDomain: string) =>
  z
    .object({
      name: z.string().trim().max(100),
      email: z.string().trim().max(45),
      relationship: z.enum(NOMINEE_RELATIONSHIPS, { error: "Choose how the nominee is related to you." }),
    })
    .superRefine((value, ctx) => {
      const name = validateName(value.name);
      if (name) ctx.addIssue({ code: "custom", path: ["name"], message: name });
      const email = validateEmail(value.email, vendorDomain);
      if (email) ctx.addIssue({ code: "custom", path: ["email"], message: email });
    });
export type NominationInput = z.input<ReturnType<typeof nominationInput>>;

export const nominationMessages = {
  notYourself: "Nominate someone other than yourself: your nominee acts for you when you cannot.",
  noneToWithdraw: "You have no nomination to withdraw.",
} as const;

/** What staff do to one request from /admin/privacy: move it on, take it or let it go, and note why (mailed to the customer if they choose). */
export const privacyRequestActionInput = z.object({
  id: z.number().int().positive(),
  state: z.enum(PRIVACY_REQUEST_STATES, { error: "Choose a state." }).optional(),
  assignee: z.enum(["me", "nobody"]).optional(),
  note: text("The note", 1, 4000),
  mailCustomer: z.boolean().default(false),
});
export type PrivacyRequestActionInput = z.input<typeof privacyRequestActionInput>;
