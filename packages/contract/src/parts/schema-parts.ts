import { z } from "zod";
import { ACQUISITION_KEYS } from "@investar/core";

/**
 * Building blocks shared by every route's request schema, so the database never sees a value it would refuse
 * (docs/business-rules.md#request-values): text a PostgreSQL column can hold, and ids within its integer range.
 */

/** The largest value of a PostgreSQL `integer` (and `serial`) column: every id we hand out fits in it. */
export const MAX_ID = 2_147_483_647;

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in
 * text outright; the others are never typed by a person and only smuggle things into logs, mails and CSVs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
export const controlCharacters = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** A JSON body's object, or a parsed query (whose prototype has a null prototype); not a file, buffer or stream. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Where `value` (a parsed query, body or params) holds a string or key with a control character: their paths. */
function controlCharacterPaths(value: unknown, path: PropertyKey[] = [], found: PropertyKey[][] = []): PropertyKey[][] {
  if (typeof value === "string") {
    if (!controlCharacters.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => controlCharacterPaths(item, [...path, index], found));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!controlCharacters.test(key)) found.push([...path, key]);
      else controlCharacterPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * A route's request schema with the text rule applied to every string in it, declared or not (the app's
 * validator compiler wraps each querystring, params and body schema in it): the one place NUL bytes stop.
 */
export const withTextRule = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of controlCharacterPaths(value))
        ctx.addIssue({ code: "custom", path, message: "must not contain control characters." });
    })
    .pipe(schema);

/** Text from a client: a string without control characters. Chain `.max()` (every request string has one) and the rest as with z.string(). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(controlCharacters, "must not contain control characters.");

/** A whole, positive number within an `integer` column, with messages naming the parameter. */
const withinIdRange = <T extends z.ZodNumber | z.ZodCoercedNumber>(name: string, number: T) =>
  number.int(`${name} must be a whole number.`).positive(`${name} must be a positive number.`).max(MAX_ID, `${name} is not a known id.`);

/** A numeric id from the query (or a body), under the name the API gives it: a number or its digits. */
export const id = (name: string) => withinIdRange(name, z.coerce.number({ error: `${name} must be a number.` }));

/** The same id in a JSON body, where it must already be a number. */
export const jsonId = (name: string) => withinIdRange(name, z.number({ error: `${name} must be a number.` }));

/** A true/false query parameter ("true", "false", "1", "0", "yes", "no"…), bounded like any text. */
export const flag = (params?: { error?: string }) => text(params).max(8, params?.error).pipe(z.stringbool(params));

/** The landing visit's ad parameters as staff see them (docs/business-rules.md#acquisition). */
export const acquisitionSchema = z.partialRecord(z.enum(ACQUISITION_KEYS), z.string()).nullable();
