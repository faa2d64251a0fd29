/**
 * The JSON schema of the GSTR-1 export kept beside the code (gstr1.schema.json, ADR 0037), compiled once
 * with ajv: every return is checked against it before it is answered, and the tests check with it too.
 */
import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import type { Gstr1Return } from "@investar/core";

export const gstr1JsonSchema = JSON.parse(readFileSync(new URL("../gstr1.schema.json", import.meta.url), "utf8")) as Record<
  string,
  unknown
>;

const validate = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile<Gstr1Return>(gstr1JsonSchema);

/** The schema's complaints about `value`, one line each; empty when it conforms. */
export function gstr1SchemaProblems(value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
}
