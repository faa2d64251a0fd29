import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./error-handler.ts";

const sentBodies = new WeakMap<FastifyRequest, unknown>();

/**
 * docs/business-rules.md#echo-request-on-error: "Change subscription and manual payment errors fall back to returning the request." A route
 * spreads these options: its 4xx bodies carry, beside the usual message and code, the request as it
 * arrived (the JSON body before its schema filled defaults, or the query when there is none), so the
 * page can put the customer's entries back and support can see what was sent. 5xx bodies stay bare.
 */
export const echoRequestOnError = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    if (request.body !== undefined) sentBodies.set(request, structuredClone(request.body));
  },
  errorHandler: (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void => {
    const sent = sentBodies.get(request) ?? request.body ?? request.query ?? null;
    sendError(error, request, reply, (body) => ({ ...body, request: sent }));
  },
};
