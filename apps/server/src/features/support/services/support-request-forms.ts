import { z } from "zod";

/** The JSON `report` field of SendReportProblem and SendBrokerRequest, by kind. */
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).optional();

export const problemReport = z.object({
  subject: z
    .string({ error: "Enter a subject." })
    .trim()
    .min(1, "Enter a subject.")
    .max(150, "The subject can have at most 150 characters."),
  description: z
    .string({ error: "Describe the problem." })
    .trim()
    .min(1, "Describe the problem.")
    .max(4000, "The description can have at most 4000 characters."),
  name: optionalText(60),
  mobileNumber: optionalText(20),
  softwareVersion: optionalText(40),
});

export const brokerRequest = z.object({
  brokerName: z
    .string({ error: "Enter the broker's name." })
    .trim()
    .min(1, "Enter the broker's name.")
    .max(100, "The broker's name can have at most 100 characters."),
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
