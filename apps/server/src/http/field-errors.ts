import type { z } from "zod";
import { badRequest } from "../errors.ts";

/**
 * Turns core's per-field messages ({ field: message }) into the API's 400 body: the first message as
 * `message`, every one under `errors`, so forms can place each beside its field.
 */
export function throwIfInvalid(problems: Partial<Record<string, string | null | undefined>>): void {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(problems)) if (message) errors[field] = [message];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

/** Validates data that did not come through a route schema (a JSON field inside a multipart form). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[String(issue.path[0] ?? "value")] ??= issue.message;
  throwIfInvalid(problems);
  throw badRequest("The form is not valid.");
}
