import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FormApiCall, FormApiAnswer } from "@investar/contract/pages/load-context";

/**
 * What a page's form action sends on (docs/adr/0058-forms-without-javascript.md): the visitor's own request's headers that
 * the API reads — the session cookie, the CSRF check's Origin/Referer/Sec-Fetch-Site, the address behind the proxy — so the
 * call is checked, limited and answered exactly as the page's script calling /api would be.
 */
const FORWARDED = [
  "cookie",
  "origin",
  "referer",
  "sec-fetch-site",
  "user-agent",
  "host",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-request-id",
];

/** One call of an /api endpoint on behalf of a page request, in-process (Fastify's inject: no socket, same hooks and limits). */
export function formApiCaller(app: FastifyInstance, request: FastifyRequest): (call: FormApiCall) => Promise<FormApiAnswer> {
  return async ({ method = "POST", path, query, body }) => {
    const headers: Record<string, string> = { accept: "application/json" };
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    let payload: string | Buffer | undefined;
    if (body instanceof FormData) {
      // Multipart with its boundary, as a browser's FormData upload is sent (the problem report's attachments).
      const encoded = new Response(body);
      headers["content-type"] = encoded.headers.get("content-type")!;
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
    const answer = await app.inject({
      method,
      url: `/api/${path}${search.size > 0 ? `?${search}` : ""}`,
      headers,
      payload,
      remoteAddress: request.socket.remoteAddress,
    });
    const json = String(answer.headers["content-type"] ?? "").includes("json");
    let data: unknown = answer.body;
    if (json) {
      try {
        data = JSON.parse(answer.body);
      } catch {
        data = undefined;
      }
    }
    const cookies = answer.headers["set-cookie"];
    return {
      status: answer.statusCode,
      data,
      applicationError: typeof answer.headers["application-error"] === "string" ? answer.headers["application-error"] : null,
      cookies: cookies === undefined ? [] : ([] as string[]).concat(cookies),
    };
  };
}
