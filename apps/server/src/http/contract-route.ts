import type { Endpoint } from "@investar/contract/endpoint";
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import { callerOf, type Access, type AccessKind } from "../auth/access.ts";
import type { Principal } from "../auth/principal.ts";
import type { AppDeps } from "../deps.ts";
import type { RouteModule } from "./app-types.ts";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * What a route serves: an endpoint's contract (packages/contract, docs/architecture.md#contracts), or the same
 * shape written in the route's file for what no browser code calls — a page, a file, a redirect, whose answer
 * is no JSON the API document describes (then no `answer`) — and any path parameters.
 */
export type RouteEndpoint = Omit<Endpoint, "answer"> & { answer?: z.ZodType; params?: z.ZodType };

/** The request as the endpoint's schemas parsed it. */
export type ContractRequest<E extends RouteEndpoint> = Omit<FastifyRequest, "query" | "body" | "params"> & {
  query: Parsed<E["query"]>;
  body: Parsed<E["body"]>;
  params: Parsed<E["params"]>;
};

/** Access kinds whose guard has found the caller's session before the handler runs (auth/access.ts). */
const sessionKinds = new Set<AccessKind>(["user", "self", "admin", "admin-enrolling"]);
type SessionKind = "user" | "self" | "admin" | "admin-enrolling";

/** What a handler gets besides its request: the signed-in caller where its access needs a session. */
export interface RouteContext<K extends AccessKind> {
  deps: AppDeps;
  reply: FastifyReply;
  caller: K extends SessionKind ? Principal : undefined;
}

type Answer<E extends RouteEndpoint> = E["answer"] extends z.ZodType ? z.input<E["answer"]> : unknown;

export interface RouteDeclaration<E extends RouteEndpoint, A extends Access> {
  /** Who may call it (auth/access.ts) and its rate limit, declared in the route's own file. */
  config: FastifyContextConfig & { access: A };
  summary: string;
  /** The document's other words on it: a description, what it produces, answers besides the 200, or its absence. */
  schema?: Pick<FastifySchema, "description" | "produces" | "hide"> & { response?: Record<number, z.ZodType> };
  /** Further route options, such as echoRequestOnError's hooks or an upload's body limit. */
  options?: Pick<RouteShorthandOptions, "preValidation" | "errorHandler" | "bodyLimit" | "compress" | "validatorCompiler">;
  handler: (
    request: ContractRequest<E>,
    context: RouteContext<A["kind"]>,
  ) => Answer<E> | FastifyReply | void | Promise<Answer<E> | FastifyReply | void>;
}

/** Access kinds that call with a session (an operator's included): the API document shows them the bearer scheme. */
const withSession = new Set<Access["kind"]>(["operator", "user", "self", "admin", "admin-enrolling"]);

/**
 * The one way to declare a route (docs/architecture.md#contracts): a feature's `routes/route.ts` makes one
 * declarer per OpenAPI tag, and each route file is `export default route(contract, { config, summary, handler })`.
 * Method, path, query, body and 200 answer come from the endpoint; the bearer scheme from its access.
 */
export function routeTagged(...tags: string[]) {
  return <const E extends RouteEndpoint, A extends Access>(endpoint: E, declaration: RouteDeclaration<E, A>): RouteModule =>
    (app, deps) => {
      const { kind } = declaration.config.access;
      const { response: otherAnswers, ...schema } = declaration.schema ?? {};
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: declaration.config,
        ...declaration.options,
        schema: {
          tags,
          summary: declaration.summary,
          ...(withSession.has(declaration.config.access.kind) && { security: [{ bearer: [] }] }),
          ...(endpoint.params && { params: endpoint.params }),
          ...(endpoint.query && { querystring: endpoint.query }),
          ...(endpoint.body && { body: endpoint.body }),
          ...schema,
          ...(endpoint.answer && { response: { 200: endpoint.answer, ...otherAnswers } }),
        },
        handler: (request, reply) => {
          const parsed = request as unknown as ContractRequest<E>;
          if (!sessionKinds.has(kind))
            return declaration.handler(parsed, { deps, reply, caller: undefined as RouteContext<A["kind"]>["caller"] });
          // The guard has already found the session (memoized): this only hands it over.
          return callerOf(request).then((caller) =>
            declaration.handler(parsed, { deps, reply, caller: caller as RouteContext<A["kind"]>["caller"] }),
          );
        },
      });
    };
}
