/** Zod shapes of the back office's release calls (version history notes and setup builds). */
import { z } from "zod";
import { SETUP_CHANNELS } from "@investar/core";
import { flag, jsonId } from "../parts/schema-parts.ts";

export const isBetaQuery = z.object({ isBeta: flag({ error: "isBeta is true or false." }).default(false) });

const noteId = jsonId("id");

export const versionNoteBody = z.object({
  version: z
    .string({ error: "Please enter the version." })
    .trim()
    .min(1, "Please enter the version.")
    .max(40, "A version has at most 40 characters."),
  releasedOn: z
    .string({ error: "Please enter the release date." })
    .max(10, "Enter the release date as YYYY-MM-DD.")
    .regex(/^\d{4}-\d{2}-\d{2}$/u, "Enter the release date as YYYY-MM-DD.")
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "That date does not exist."),
  highlights: z
    .array(z.string().trim().min(1, "A highlight can't be empty.").max(500, "A highlight has at most 500 characters."), {
      error: "Send the highlights as a list.",
    })
    .min(1, "Add at least one highlight.")
    .max(50, "A release note has at most 50 highlights."),
});

export const versionNoteUpdateBody = versionNoteBody.extend({ id: noteId });
export const idBody = z.object({ id: noteId });

export const channelQuery = z.object({ channel: z.enum(SETUP_CHANNELS, { error: "The channel is Beta or Prod." }) });

export const setupBuild = z.object({
  id: z.number().int(),
  channel: z.enum(SETUP_CHANNELS),
  version: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  promotedFromId: z.number().int().nullable(),
  promotedToId: z.number().int().nullable(),
});

export const versionHistoryEntry = z.object({
  id: z.number().int(),
  version: z.string(),
  releasedOn: z.string(),
  isBeta: z.boolean(),
  highlights: z.array(z.string()),
});
