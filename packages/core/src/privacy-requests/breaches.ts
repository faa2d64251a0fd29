/**
 * A personal-data breach as staff record it (ADR 0051; DPDP Act s. 8(6), DPDP Rules r. 7): what the affected
 * customers are told without delay, and the detailed report the Data Protection Board is owed within 72 hours of
 * the business becoming aware of it.
 */
import { z } from "zod";

/** DPDP Rules r. 7(2)(b): the detailed intimation to the Board, within 72 hours of becoming aware. */
export const BOARD_REPORT_HOURS = 72;

export const breachReference = (id: number): string => `BR-${String(id).padStart(4, "0")}`;

export const boardReportDueAt = (discoveredAt: Date): Date => new Date(discoveredAt.getTime() + BOARD_REPORT_HOURS * 3_600_000);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can have at most ${max} characters.`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} can have at most ${max} characters.`).default("");
const moment = (label: string) => z.iso.datetime({ offset: true, error: `${label}: enter a date and time.` }).max(40);

/** Every field the Board's intimation asks for, by the words of r. 7(2). */
export const breachInput = z
  .object({
    /** Absent: a new breach. */
    id: z.number().int().positive().optional(),
    title: text("A short title", 120),
    /** Nature: what happened. */
    nature: text("What happened", 4000),
    /** When the business became aware of it: the 72 hours run from here. */
    discoveredAt: moment("When it was discovered"),
    /** Timing: when it began and ended, as far as known. */
    occurredFrom: moment("When it began").nullable().default(null),
    occurredTo: moment("When it ended").nullable().default(null),
    /** Location: which system, office or service provider. */
    location: text("Where it happened", 500),
    /** The personal data affected (names, emails, mobile numbers, …). */
    dataAffected: text("The data affected", 1000),
    /** Extent: how many people and records, as far as known. */
    extent: text("How far it reached", 1000),
    likelyImpact: text("The likely impact on the people affected", 2000),
    measuresTaken: text("The measures taken", 4000),
    /** What the people affected can do to protect themselves: said in their mail. */
    userSteps: text("What the people affected can do", 2000),
    /** The events, circumstances and reasons that led to it, and findings about who caused it. */
    cause: optionalText("The cause and findings", 4000),
    /** What is done so it does not happen again. */
    remedialMeasures: optionalText("The remedial measures", 4000),
    /** When staff gave the Board its intimation (its portal's acknowledgement), once they have. */
    boardReportedAt: moment("When the Board was told").nullable().default(null),
    boardAcknowledgement: optionalText("The Board's acknowledgement number", 100),
  })
  .superRefine((breach, ctx) => {
    if (breach.occurredFrom && breach.occurredTo && Date.parse(breach.occurredTo) < Date.parse(breach.occurredFrom))
      ctx.addIssue({ code: "custom", path: ["occurredTo"], message: "It cannot end before it began." });
    if (breach.occurredFrom && Date.parse(breach.occurredFrom) > Date.parse(breach.discoveredAt))
      ctx.addIssue({ code: "custom", path: ["occurredFrom"], message: "It cannot begin after it was discovered." });
  });
export type BreachInput = z.input<typeof breachInput>;
export type BreachFields = z.output<typeof breachInput>;

export const MAX_BREACH_EMAILS = 5000;

/** Who is told: the accounts given by email, or every account signed up in a period (both ends optional: everyone). */
export const breachAudienceInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("emails"),
    emails: z
      .array(z.string().trim().max(254))
      .min(1, "List at least one email address.")
      .max(MAX_BREACH_EMAILS, `List at most ${MAX_BREACH_EMAILS} addresses at a time.`),
  }),
  z.object({
    kind: z.literal("signed-up"),
    from: z.iso.date({ error: "From: enter a date." }).max(10).nullable().default(null),
    to: z.iso.date({ error: "To: enter a date." }).max(10).nullable().default(null),
  }),
]);
export type BreachAudience = z.output<typeof breachAudienceInput>;
