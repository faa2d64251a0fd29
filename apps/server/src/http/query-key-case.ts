import type { FastifyInstance } from "fastify";
import type { ZodObject } from "zod";

/**
 * docs/business-rules.md#api-conventions spells one parameter several ways (`userid` in UserSubscrDetails, `userId` elsewhere) and old
 * clients vary too, so query keys match the route's declared names case-insensitively.
 */
export function installQueryKeyCase(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const shape = (route.schema?.querystring as ZodObject | undefined)?.shape;
    if (!shape) return;
    const declared = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
    const normalise = async (request: { query: unknown }) => {
      const query = request.query as Record<string, unknown>;
      for (const key of Object.keys(query)) {
        const canonical = declared.get(key.toLowerCase());
        if (canonical && canonical !== key && !(canonical in query)) {
          query[canonical] = query[key];
          delete query[key];
        }
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [normalise, ...(Array.isArray(existing) ? existing : [existing])] : [normalise];
  });
}
