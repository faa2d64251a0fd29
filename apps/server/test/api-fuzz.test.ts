import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { startGoogleStandIn, startGraphStandIn } from "./support/social-stand-ins.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * A fuzz pass over every operation of the API document: for each, a bounded, deterministic set of requests
 * (a plausible one, then missing fields, wrong types, NUL bytes, 10,000-character strings, huge and negative
 * numbers, injection strings, malformed JSON), anonymous, with a user's session and with an admin's. No answer may be a 5xx,
 * and every JSON answer must match the response schema the document declares for it (a 4xx it does not
 * list, the document's one error answer).
 */

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Parameter {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Case {
  label: string;
  query: Record<string, string>;
  path: Record<string, string>;
  body?: unknown;
  rawBody?: string;
}

const NUL = "a\u0000b";
const LONG = "x".repeat(10_000);
const INJECTIONS = [
  "' OR '1'='1' --",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "${7*7}{{7*7}}",
  "%00%27%22",
  "1; DROP TABLE users",
];
const HUGE = 99_999_999_999;

/** Operations that end the caller's session or change its credentials run last, so the rest keep a session. */
const endsSession = /logout|password|UpdateEmailAddress|Disable|SetAccountDisabled|SetUserRole/i;

/** A plausible value for a schema: the first enum value, a number within bounds, one item, every property. */
function sample(schema: Schema | undefined, user: TestUser | null, name = ""): unknown {
  if (!schema) return "a";
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union?.length) return sample(union.find((option) => option.type !== "null") ?? union[0], user, name);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (/^user_?id$/i.test(name) && user) return user.userId;
  switch (schema.type) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" && schema.minimum > 1 ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return [sample(schema.items, user)];
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, user, key)]));
    default:
      if (schema.format === "date") return "2026-01-15";
      if (schema.format === "date-time") return "2026-01-15T10:00:00.000Z";
      if (/email/i.test(name)) return user?.email ?? "visitor@example.in";
      return "a";
  }
}

/** The same shape with every leaf replaced by `leaf(value, schema)`. */
function mapLeaves(value: unknown, schema: Schema | undefined, leaf: (value: unknown, schema: Schema | undefined) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, schema?.items, leaf));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapLeaves(item, schema?.properties?.[key], leaf)]));
  }
  return leaf(value, schema);
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The request variants for one operation: deterministic, at most a dozen. */
function casesFor(operation: Operation, user: TestUser | null): Case[] {
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  const queryOf = (leaf: (value: unknown, schema: Schema | undefined, name: string) => unknown) =>
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => [
          parameter.name,
          asText(leaf(sample(parameter.schema, user, parameter.name), parameter.schema, parameter.name)),
        ]),
    );
  const pathOf = (leaf: (value: unknown, schema: Schema | undefined, name: string) => unknown) =>
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === "path")
        .map((parameter) => [
          parameter.name,
          asText(leaf(sample(parameter.schema, user, parameter.name), parameter.schema, parameter.name)),
        ]),
    );
  const plausible = bodySchema ? sample(bodySchema, user) : undefined;
  const variant = (label: string, leaf: (value: unknown, schema: Schema | undefined, name: string) => unknown): Case => ({
    label,
    query: queryOf(leaf),
    path: pathOf((value, schema, name) => (label === "plausible" ? value : leaf(value, schema, name))),
    body: plausible === undefined ? undefined : mapLeaves(plausible, bodySchema, (value, schema) => leaf(value, schema, "")),
  });
  const cases: Case[] = [
    variant("plausible", (value) => value),
    { label: "missing fields", query: {}, path: pathOf((value) => value), body: bodySchema ? {} : undefined },
    variant("wrong types", (value) => (typeof value === "number" || typeof value === "boolean" ? "not-a-number" : { nested: [1] })),
    variant("NUL bytes", (value) => (typeof value === "string" ? NUL : value)),
    variant("10,000 characters", (value) => (typeof value === "string" ? LONG : value)),
    variant("huge numbers", (value) => (typeof value === "number" ? HUGE : typeof value === "string" ? String(HUGE) : value)),
    variant("negative numbers", (value) => (typeof value === "number" ? -1 : typeof value === "string" ? "-1" : value)),
    variant("injection strings", (value, _schema, name) =>
      typeof value === "string" ? INJECTIONS[name.length % INJECTIONS.length] : value,
    ),
  ];
  if (bodySchema)
    cases.push({ label: "malformed JSON", query: queryOf((value) => value), path: pathOf((value) => value), rawBody: '{"a": [1, 2' });
  return cases;
}

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let graph: Awaited<ReturnType<typeof startGraphStandIn>>;
let document: { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };
beforeAll(async () => {
  // Social sign-in configured (against local stand-ins), so those operations are fuzzed too rather than unavailable.
  google = await startGoogleStandIn("1234-fuzz.apps.googleusercontent.com");
  graph = await startGraphStandIn("424242", {});
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: "1234-fuzz.apps.googleusercontent.com",
      GOOGLE_JWKS_URL: google.jwksUrl,
      FACEBOOK_APP_ID: "424242",
      FACEBOOK_GRAPH_URL: graph.url,
    },
  });
  document = (await t.app.inject("/api/docs/json")).json();
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await graph?.close();
});

describe("a fuzz pass over every operation of the API document", () => {
  it("answers no 5xx, and every JSON answer matches its declared schema (the error answer's for 4xx)", { timeout: 120_000 }, async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: "SPAdmin" });
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    // The document's `#/components/…` references resolve against each compiled schema's root: give it the components.
    const errorSchema = { $ref: "#/components/schemas/Error" };
    const validators = new Map<object, ValidateFunction>();
    const validatorFor = (schema: object) => {
      let validate = validators.get(schema);
      if (!validate) validators.set(schema, (validate = ajv.compile({ ...schema, components: document.components })));
      return validate;
    };

    const operations = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })))
      .sort((a, b) => Number(endsSession.test(a.path)) - Number(endsSession.test(b.path)));
    expect(operations.length).toBeGreaterThan(150);

    const failures: string[] = [];
    let sent = 0;
    let checked = 0;
    for (const identity of [null, user, admin]) {
      for (const { path, method, operation } of operations) {
        for (const request of casesFor(operation, identity)) {
          const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.path[name] ?? "a"));
          const json = request.body !== undefined;
          const answer = await t.app.inject({
            method: method as "GET",
            url,
            query: request.query,
            headers: {
              ...(identity ? identity.auth : {}),
              ...(json || request.rawBody ? { "content-type": "application/json" } : {}),
            },
            ...(request.rawBody !== undefined ? { payload: request.rawBody } : json ? { payload: JSON.stringify(request.body) } : {}),
          });
          sent += 1;
          const where = `${method} ${path} (${identity === admin ? "admin" : identity ? "user" : "anonymous"}, ${request.label})`;
          if (answer.statusCode >= 500) failures.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
          if (!String(answer.headers["content-type"] ?? "").startsWith("application/json")) continue;
          // A 4xx the operation does not list has the one error shape every answer of the handler has.
          const declared = operation.responses?.[String(answer.statusCode)]?.content?.["application/json"]?.schema;
          const schema = declared ?? (answer.statusCode >= 400 ? errorSchema : undefined);
          if (!schema) {
            failures.push(`${where}: ${answer.statusCode} is not declared`);
            continue;
          }
          const validate = validatorFor(schema);
          checked += 1;
          if (!validate(answer.json())) failures.push(`${where}: breaks its schema: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(4_000);
    expect(checked).toBeGreaterThan(500);
  });
});
