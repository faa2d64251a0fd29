import { supportFormMessages as said } from "@investar/core/support-form-messages";
import { z } from "zod";

/** The JSON `report` field of SendReportProblem and SendBrokerRequest, by kind. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, said.textTooLong(String(max)))
    .optional();

export const problemReport = z.object({
  subject: z.string({ error: said.subjectRequired }).trim().min(1, said.subjectRequired).max(150, said.subjectTooLong),
  description: z.string({ error: said.descriptionRequired }).trim().min(1, said.descriptionRequired).max(4000, said.descriptionTooLong),
  name: optionalText(60),
  mobileNumber: optionalText(20),
  softwareVersion: optionalText(40),
});

export const brokerRequest = z.object({
  brokerName: z.string({ error: said.brokerRequired }).trim().min(1, said.brokerRequired).max(100, said.brokerTooLong),
  message: optionalText(4000),
  name: optionalText(60),
  mobileNumber: optionalText(20),
});

export type SupportRequestKind = "problem" | "broker-request";

export const supportRequestForms = {
  problem: { title: "Problem report", schema: problemReport },
  "broker-request": { title: "Broker request", schema: brokerRequest },
} as const;

const LABELS: Record<string, string> = {
  subject: "Subject",
  description: "Description",
  brokerName: "Broker",
  message: "Message",
  name: "Name",
  mobileNumber: "Mobile",
  softwareVersion: "Software version",
};

export const reportFields = (report: Record<string, string | undefined>): [string, string | undefined][] =>
  Object.entries(report).map(([key, value]) => [LABELS[key] ?? key, value]);
