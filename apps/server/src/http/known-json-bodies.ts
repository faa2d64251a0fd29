import type { FastifyInstance } from "fastify";
import type { FastifyRouteSchemaDef, FastifyValidationResult } from "fastify/types/schema.js";
import type { ZodType } from "zod";
import { deepFreeze } from "../deep-freeze.ts";
import { withTextRule } from "@investar/contract/parts/schema-parts";
import { requestValidatorCompiler } from "./request-validator.ts";

/** Distinct texts kept per scope; the bodies are the caller's to vary, so the memory is bounded. */
const MAX_KNOWN_BODIES = 1_000;

/**
 * For a route whose JSON body the same few clients send over and over (the pricing page's Quote calls,
 * the budgets of docs/architecture.md#benchmark): a body text that was parsed and passed `schema` once is answered with that checked,
 * frozen value afterwards, so the JSON parse and the schema check run once per distinct text instead of
 * per request. Install it in the route's own plugin scope (it replaces that scope's JSON parser) and give
 * the returned compiler to the route as its `validatorCompiler`.
 *
 * Nothing is skipped for a new text: it goes through Fastify's own JSON parser (same errors, same
 * prototype-poisoning refusal) and a body that fails the schema is left to the route's validator, which
 * answers the usual 400. Handlers must treat the body as read-only: it is shared (frozen, so a write throws).
 */
/** A route's `validatorCompiler`, whatever its schema's type. */
export type KnownBodiesValidator = <T>(definition: FastifyRouteSchemaDef<T>) => FastifyValidationResult;

export function installKnownJsonBodies(scope: FastifyInstance, routeSchema: ZodType): KnownBodiesValidator {
  // Checked as the route's validator would: with the text rule every request schema gets.
  const schema = withTextRule(routeSchema);
  const known = new Map<string, unknown>();
  const checked = new WeakSet<object>();
  const { onProtoPoisoning = "error", onConstructorPoisoning = "error" } = scope.initialConfig;
  const parseJson = scope.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);

  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, text, done) => {
    const hit = known.get(text as string);
    if (hit !== undefined) return done(null, hit);
    parseJson(request, text as string, (error, value) => {
      if (error) return done(error, undefined);
      const result = schema.safeParse(value);
      if (!result.success || typeof result.data !== "object" || result.data === null) return done(null, value);
      const body = deepFreeze(result.data);
      checked.add(body);
      if (known.size >= MAX_KNOWN_BODIES) known.clear();
      known.set(text as string, body);
      done(null, body);
    });
  });

  return (definition) => {
    const validate = requestValidatorCompiler(definition as FastifyRouteSchemaDef<ZodType>);
    return (data: unknown) => (typeof data === "object" && data !== null && checked.has(data) ? { value: data } : validate(data));
  };
}
