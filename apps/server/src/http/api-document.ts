import { controlCharacters } from "@investar/contract/parts/schema-parts";

/** The parts of an OpenAPI 3.0 document this module reads and completes. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  [key: string]: unknown;
}

type JsonSchema = Record<string, unknown>;

/** Where a route declares its multipart form (see multipartForm in multipart.ts): the operation's requestBody. */
export const MULTIPART_FORM_KEY = "x-multipart-form";

/**
 * Bounds documented for what the server sends when a response schema declares none: no JSON answer can be
 * larger than what the API accepts and stores (a 1 MiB body), and no list is longer than a page or an export.
 */
export const RESPONSE_TEXT_MAX = 1_048_576;
export const RESPONSE_ITEMS_MAX = 100_000;

const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

/** The one error answer of the API (error-handler.ts, docs/business-rules.md#api-error-body). */
const errorBodySchema = {
  type: "object",
  properties: {
    message: { type: "string", maxLength: 2_000 },
    code: { type: "string", maxLength: 100 },
    errors: {
      type: "object",
      description: "Messages by field",
      additionalProperties: { type: "array", maxItems: 100, items: { type: "string", maxLength: 2_000 } },
    },
  },
  required: ["message", "code"],
};

const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** What every operation may answer besides its own answers; 401 and 403 only where a session is asked for. */
const commonErrors = {
  400: errorAnswer("Bad input: a value is missing or not valid (errors by field)"),
  500: errorAnswer("Something unexpected failed; nothing internal is said"),
};
const sessionErrors = {
  401: errorAnswer("No session, or an expired or revoked one"),
  403: errorAnswer("The session's account may not do this"),
};

const methods = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

/**
 * Completes the document generated from the routes' zod schemas, the same way for every route: an operationId
 * from the method and path, a description from the summary, the multipart forms, and what zod's JSON Schema
 * leaves out (null in a nullable enum, an integer's format, bounds on what the server sends).
 */
export function completeApiDocument(document: OpenApiDocument): OpenApiDocument {
  const seen = new Set<string>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      operation.operationId ??= uniqueId(operationIdFor(method, path), seen);
      operation.description ??= operation.summary ?? `${method.toUpperCase()} ${path}`;
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
      const form = operation[MULTIPART_FORM_KEY] as JsonSchema | undefined;
      if (form) {
        delete operation[MULTIPART_FORM_KEY];
        operation.requestBody = { required: true, content: { "multipart/form-data": { schema: form } } } as Operation["requestBody"];
      }
      operation.responses = { ...commonErrors, ...(operation.security ? sessionErrors : {}), ...operation.responses };
      for (const parameter of operation.parameters ?? []) complete(parameter.schema, "request");
      for (const media of Object.values(operation.requestBody?.content ?? {})) complete(media.schema, "request");
      for (const response of Object.values(operation.responses ?? {})) {
        for (const media of Object.values(response.content ?? {})) complete(media.schema, "response");
      }
    }
  }
  const components = (document.components ??= {}) as { schemas?: Record<string, unknown> };
  (components.schemas ??= {}).Error = errorBodySchema;
  // Every tag an operation uses is declared once, in the order first met.
  document.tags ??= [...tags].map((name) => ({ name, description: `The ${name} operations` }));
  return document;
}

/** `GET /api/auth/IsEmailExist` → `getAuthIsEmailExist`; `/api/download/setup/{channel}` → `…SetupByChannel`. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ["by", ...parameter[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

function uniqueId(id: string, seen: Set<string>): string {
  let candidate = id;
  for (let n = 2; seen.has(candidate); n++) candidate = `${id}${n}`;
  seen.add(candidate);
  return candidate;
}

function complete(schema: unknown, side: "request" | "response"): void {
  if (!schema || typeof schema !== "object") return;
  if (Array.isArray(schema)) {
    for (const item of schema) complete(item, side);
    return;
  }
  const node = schema as JsonSchema;
  // OpenAPI 3.0: `nullable` does not add null to an `enum`; a value of null must be listed to be valid.
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  if (node.type === "integer" && node.format === undefined) node.format = fitsInt32(node) ? "int32" : "int64";
  const listed = node.enum !== undefined || node.const !== undefined;
  if (node.type === "string" && !listed) {
    if (side === "response") node.maxLength ??= RESPONSE_TEXT_MAX;
    // Every request string passes the shared text rule (schema-parts.ts): say so.
    else if (node.pattern === undefined && node.format === undefined) node.pattern = controlCharacters.source;
  }
  if (node.type === "array" && side === "response") node.maxItems ??= RESPONSE_ITEMS_MAX;
  for (const [key, value] of Object.entries(node)) {
    if (key === "enum" || key === "const" || key === "default" || key === "example" || key === "examples") continue;
    if (key === "properties" && value && typeof value === "object") {
      for (const property of Object.values(value)) complete(property, side);
    } else if (value && typeof value === "object") complete(value, side);
  }
}

function fitsInt32(node: JsonSchema): boolean {
  const low =
    typeof node.minimum === "number" ? node.minimum : typeof node.exclusiveMinimum === "number" ? node.exclusiveMinimum : -Infinity;
  const high =
    typeof node.maximum === "number" ? node.maximum : typeof node.exclusiveMaximum === "number" ? node.exclusiveMaximum : Infinity;
  return low >= INT32.min && high <= INT32.max;
}
