import { KEYSET_CURSOR_MAX_LENGTH, KEYSET_CURSOR_PROBLEM, parseKeysetCursor } from "@investar/core";
import { z } from "zod";

/** A list position (`older=`/`newer=`, ADR 0063): a cursor core's parseKeysetCursor reads, or a 400 saying it is not one. */
export const keysetCursorParam = z
  .string()
  .max(KEYSET_CURSOR_MAX_LENGTH, KEYSET_CURSOR_PROBLEM)
  .refine((text) => parseKeysetCursor(text) !== null, KEYSET_CURSOR_PROBLEM)
  .describe("A list position from a previous answer (time to the microsecond and row id), e.g. 2026-03-01T10:15:00.123456Z_4711");
