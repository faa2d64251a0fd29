/**
 * The API's schemas of /my-investar/privacy/requests' forms and of the staff queue (ADR 0051): the same rules and messages
 * as the page's checks (privacy-request-checks.ts), one set for the form as the customer types and for the API.
 */
import { z } from "zod";
import {
  correctionChecks,
  CORRECTION_SUBJECTS,
  grievanceChecks,
  GRIEVANCE_TOPICS,
  nominationChecks,
  privacyFormMessages,
  textProblem,
} from "./privacy-request-checks.ts";
import { PRIVACY_REQUEST_STATES } from "./privacy-requests.ts";

/** A string that passes `check` (its message otherwise), trimmed, never longer than `max` (the API document's limit). */
const checked = (check: (value: string) => string | null, max: number) =>
  z
    .string()
    .max(max, check("x".repeat(max + 1)) ?? `Use at most ${max} characters.`)
    .superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => value.trim());

export const correctionRequestInput = z.object({
  subject: z.enum(CORRECTION_SUBJECTS, { error: privacyFormMessages.correctionSubject }),
  /** The invoice or credit note number, when the correction is about one. */
  document: checked(correctionChecks.document, 40).default(""),
  correctValue: checked(correctionChecks.correctValue, 300),
  details: checked(correctionChecks.details, 2000).default(""),
});
export type CorrectionRequestInput = z.input<typeof correctionRequestInput>;

export const grievanceInput = z.object({
  topic: z.enum(GRIEVANCE_TOPICS, { error: privacyFormMessages.grievanceTopic }),
  description: checked(grievanceChecks.description, 4000),
});
export type GrievanceInput = z.input<typeof grievanceInput>;

/** The nominee (DPDP Act s. 14): who may exercise the customer's rights after their death or in their incapacity. */
export const nominationInput = (vendorDomain: string) => {
  const checks = nominationChecks(vendorDomain);
  return z.object({
    name: checked(checks.name, 100),
    email: checked(checks.email, 45),
    relationship: z
      .string()
      .max(40)
      .superRefine((value, ctx) => {
        const problem = checks.relationship(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  });
};
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
  note: checked(textProblem("The note", 1, 4000), 4000),
  mailCustomer: z.boolean().default(false),
});
export type PrivacyRequestActionInput = z.input<typeof privacyRequestActionInput>;
