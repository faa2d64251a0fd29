import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { hindiText } from "./site-content-parts.ts";

const counter = z.object({ key: z.string(), label: z.string(), labelHi: z.string().nullable(), target: z.number().int() });

export const updateSiteCounter = defineEndpoint({
  method: "POST",
  path: "/api/admin/UpdateSiteCounter",
  query: z.object({ key: z.string().min(1, "key is required.").max(60) }),
  body: z.object({
    label: z
      .string({ error: "Please enter the label." })
      .trim()
      .min(1, "Please enter the label.")
      .max(60, "A label has at most 60 characters."),
    labelHi: hindiText("label", 60),
    target: z
      .number({ error: "Enter the target as a whole number." })
      .int("Enter the target as a whole number.")
      .min(0, "The target can't be negative.")
      .max(1_000_000_000, "That target is too large."),
  }),
  answer: counter,
});
