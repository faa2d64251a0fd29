import type { Endpoint } from "@investar/contract/endpoint";
import type { FastifyRequest, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import type { Access } from "../auth/access.ts";
import type { App } from "./app-types.ts";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request as the endpoint's schemas parsed it. */
export type ContractRequest<E extends Endpoint> = Omit<FastifyRequest, "query" | "body"> & {
  query: Parsed<E["query"]>;
  body: Parsed<E["body"]>;
};

export interface ContractRoute<E extends Endpoint> {
  contract: E;
  /** Who may call it (auth/access.ts), declared in the route's own file. */
  config: { access: Access };
  /** Further route options, such as echoRequestOnError's hooks. */
  options?: Pick<RouteShorthandOptions, "preValidation" | "errorHandler">;
  tags: string[];
  summary: string;
  handler: (request: ContractRequest<E>) => Promise<z.input<E["answer"]>>;
}

/**
 * A route for a logged-in caller whose schema is its contract's (docs/architecture.md#contracts): the query
 * and body it takes and its 200 answer, documented with the bearer scheme.
 */
export function contractRoute<E extends Endpoint>(app: App, route: ContractRoute<E>): void {
  const { contract } = route;
  app.route({
    method: contract.method,
    url: contract.path,
    config: route.config,
    ...route.options,
    schema: {
      tags: route.tags,
      summary: route.summary,
      security: [{ bearer: [] }],
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      response: { 200: contract.answer },
    },
    handler: (request) => route.handler(request as unknown as ContractRequest<E>),
  });
}
