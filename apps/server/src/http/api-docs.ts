import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { requireAdmin } from "../auth/principal.ts";
import type { Config } from "../config.ts";

/**
 * OpenAPI generated from the routes' zod schemas: the document at /api/docs/json, the browser UI at /api/docs.
 * API_DOCS decides who reads them: everyone, admins only (every docs route, the document included), or
 * nobody (the routes are not registered, so they answer 404 like any unknown path).
 */
export async function installApiDocs(app: FastifyInstance, apiDocs: Config["apiDocs"]): Promise<void> {
  if (apiDocs === "off") return;
  await app.register(swagger, {
    openapi: {
      info: { title: "Investar API", version: "1.0.0", description: "The website's API (docs/business-rules.md#api-conventions)." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    ...(apiDocs === "staff" ? { uiHooks: { onRequest: async (request) => void (await requireAdmin(request)) } } : {}),
  });
}
