import { errorAnswerSchema, type Endpoint, type EndpointAnswer, type EndpointInput } from "@investar/contract/endpoint";
import { ACCESS_DENIED, SERVER_ERROR } from "./api-error-message.ts";
import { trackLoading } from "./loading-store.ts";

/** Why a call failed, in one shape: the HTTP status (0 when nothing came back), the API's code and message, messages by field. */
export interface CallFailure {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string[]>;
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; failure: CallFailure };

type QueryValue = string | number | boolean | null | undefined;

function urlOf(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function failureFrom(status: number, body: unknown): CallFailure {
  const answer = errorAnswerSchema.safeParse(body);
  if (answer.success) return { status, code: answer.data.code, message: answer.data.message, fields: answer.data.errors ?? {} };
  const message = status === 401 || status === 403 ? ACCESS_DENIED : SERVER_ERROR;
  return { status, code: status === 0 ? "Network" : "Unexpected", message, fields: {} };
}

/**
 * The browser's one way to the API (docs/architecture.md#contracts): sends the endpoint's input, parses the
 * answer with the endpoint's own schema and returns a typed result; an error answer, a lost connection or an
 * answer that breaks its schema all come back as a failure, never as an exception.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<CallResult<EndpointAnswer<E>>> {
  const { query, body } = input as { query?: Record<string, QueryValue>; body?: unknown };
  let response: Response;
  try {
    response = await trackLoading(
      fetch(urlOf(endpoint.path, query), {
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
  return { ok: true, data: answer.data as EndpointAnswer<E> };
}
