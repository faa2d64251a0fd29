import { ApiError } from "./api-error-message.ts";
import { trackLoading } from "./loading-store.ts";

type Query = Record<string, string | number | boolean | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function call<T>(method: string, path: string, { query, body }: { query?: Query; body?: unknown } = {}): Promise<T> {
  const response = await trackLoading(
    fetch(withQuery(`/api/${path}`, query), {
      method,
      credentials: "same-origin",
      // FormData (uploads) sets its own multipart content type with the boundary; anything else goes as JSON.
      headers:
        body === undefined || body instanceof FormData
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    }),
  );
  const type = response.headers.get("content-type") ?? "";
  const parsed: unknown = type.includes("json") ? await response.json().catch(() => undefined) : await response.text();
  if (!response.ok) throw new ApiError({ status: response.status, headers: response.headers, body: parsed });
  return parsed as T;
}

/** The browser's one way to the API (docs/architecture.md#data-flow: widgets call /api; loaders call services in-process). */
export const api = {
  get: <T>(path: string, query?: Query) => call<T>("GET", path, { query }),
  post: <T>(path: string, body?: unknown, query?: Query) => call<T>("POST", path, { query, body }),
  put: <T>(path: string, body?: unknown, query?: Query) => call<T>("PUT", path, { query, body }),
};
