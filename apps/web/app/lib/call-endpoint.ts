import type { Endpoint, EndpointAnswer, EndpointInput, LazyEndpoint, Resolved } from "@investar/contract/endpoint";
import { ACCESS_DENIED, isCallFailure, SERVER_ERROR, type CallFailure } from "./api-error-message.ts";
import { trackLoading } from "./loading-store.ts";

export type { CallFailure };
export { isCallFailure };

export type CallResult<T> = { ok: true; data: T } | { ok: false; failure: CallFailure };

/** Where calls go: the page's own origin (relative paths). Tests of the client against a local server give an absolute one. */
export interface CallOptions {
  origin?: string;
}

type QueryValue = string | number | boolean | null | undefined;

function urlOf(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The API's error answer (contract's errorAnswerSchema), read without the schema library so it never weighs on a page. */
function errorAnswerOf(body: unknown): Omit<CallFailure, "status"> | null {
  if (!isRecord(body) || typeof body.code !== "string" || typeof body.message !== "string") return null;
  const fields: Record<string, string[]> = {};
  if (isRecord(body.errors))
    for (const [key, messages] of Object.entries(body.errors))
      if (Array.isArray(messages)) fields[key] = messages.filter((message): message is string => typeof message === "string");
  return { code: body.code, message: body.message, fields, ...(typeof body.reference === "string" ? { reference: body.reference } : {}) };
}

function failureFrom(status: number, body: unknown): CallFailure {
  const answer = errorAnswerOf(body);
  if (answer) return { status, ...answer };
  const message = status === 401 || status === 403 ? ACCESS_DENIED : SERVER_ERROR;
  return { status, code: status === 0 ? "Network" : "Unexpected", message, fields: {} };
}

/**
 * The browser's one way to the API (docs/architecture.md#contracts): sends the endpoint's input, parses the
 * answer with the endpoint's own schema and returns a typed result; an error answer, a lost connection or an
 * answer that breaks its schema all come back as a failure, never as an exception.
 */
export async function callEndpoint<L extends Endpoint | LazyEndpoint>(
  contract: L,
  input: EndpointInput<L>,
  { origin = "" }: CallOptions = {},
): Promise<CallResult<EndpointAnswer<L>>> {
  const { query, body } = input as { query?: Record<string, QueryValue>; body?: unknown };
  let endpoint: Resolved<L>;
  let response: Response;
  try {
    endpoint = ("load" in contract ? await contract.load() : contract) as Resolved<L>;
    response = await trackLoading(
      fetch(origin + urlOf(endpoint.path, query), {
        method: endpoint.method,
        credentials: "same-origin",
        // FormData (uploads) sets its own multipart content type with the boundary; anything else goes as JSON.
        headers:
          body === undefined || body instanceof FormData
            ? { accept: "application/json" }
            : { accept: "application/json", "content-type": "application/json" },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      }),
    );
  } catch {
    return { ok: false, failure: failureFrom(0, undefined) };
  }
  const type = response.headers.get("content-type") ?? "";
  const parsed: unknown = type.includes("json") ? await response.json().catch(() => undefined) : await response.text().catch(() => "");
  if (!response.ok) return { ok: false, failure: failureFrom(response.status, parsed) };
  const answer = endpoint.answer.safeParse(parsed);
  if (!answer.success) return { ok: false, failure: failureFrom(response.status, undefined) };
  return { ok: true, data: answer.data as EndpointAnswer<L> };
}
