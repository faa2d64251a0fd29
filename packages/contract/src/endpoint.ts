/**
 * One contract per endpoint (docs/architecture.md#contracts): its method, path and zod schemas, imported by
 * the server route that implements it and by the browser client that calls it, so a changed answer breaks
 * the build rather than the customer.
 */
import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** The full path, `/api/...`. */
  path: string;
  query?: Query;
  body?: Body;
  /** The 200 answer. */
  answer: Answer;
}

/** Declares an endpoint's contract; the literal types are kept so both sides see the exact schemas. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** Every error answer of the API (errors.ts on the server): a code, a message for people, messages by field. */
export const errorAnswerSchema = z.object({
  code: z.string().max(64),
  message: z.string().max(2000),
  errors: z.record(z.string().max(200), z.array(z.string().max(2000)).max(20)).optional(),
  /** A server error's request id, for the customer to quote (docs/deploy.md#request-ids). */
  reference: z.string().max(128).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/**
 * An endpoint whose contract module the browser loads on the first call (lazy-endpoint.ts): the page's first
 * download carries no schema library, only what the customer's first action needs then.
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> {
  load(): Promise<E>;
}

/** The endpoint behind a lazy one. */
export type Resolved<E extends Endpoint | LazyEndpoint> = E extends LazyEndpoint<infer Inner> ? Inner : E;

/** What the caller sends: the query and body as the endpoint's schemas take them (their input types). */
export type EndpointInput<L extends Endpoint | LazyEndpoint, E extends Endpoint = Resolved<L>> = (E["query"] extends z.ZodType
  ? { query: z.input<E["query"]> }
  : { query?: never }) &
  (E["body"] extends z.ZodType ? { body: z.input<E["body"]> | FormData } : { body?: never });

/** The 200 answer as the endpoint's schema parses it. */
export type EndpointAnswer<L extends Endpoint | LazyEndpoint> = z.output<Resolved<L>["answer"]>;
