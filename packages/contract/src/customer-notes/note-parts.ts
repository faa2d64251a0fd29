import { z } from "zod";
import { NOTE_MAX_LENGTH } from "@investar/core";

export const noteView = z.object({
  id: z.number().int(),
  body: z.string().max(NOTE_MAX_LENGTH),
  author: z.object({ userId: z.number().int(), name: z.string().max(300), email: z.string().max(320) }).nullable(),
  createdAt: z.string().max(40),
  editedAt: z.string().max(40).nullable(),
  editableUntil: z.string().max(40),
  canChange: z.boolean(),
});

/** The note's text as typed; core's checkNoteBody trims it and gives the messages. */
export const noteBody = z
  .string({ error: "Write the note first." })
  .max(NOTE_MAX_LENGTH + 200, `A note can be at most ${NOTE_MAX_LENGTH} characters.`);
