import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { access } from "../auth/access.ts";
import { requireAdmin } from "../auth/principal.ts";
import type { Config } from "../config.ts";
import { completeApiDocument, type OpenApiDocument } from "./api-document.ts";

const transform = createJsonSchemaTransform({});

/**
 * OpenAPI generated from the routes' zod schemas: the document at /api/docs/json, the browser UI at /api/docs.
 * API_DOCS decides who reads them: everyone, admins only (every docs route, the document included), or
 * nobody (the routes are not registered, so they answer 404 like any unknown path).
 */
export async function installApiDocs(app: FastifyInstance, apiDocs: Config["apiDocs"]): Promise<void> {
  if (apiDocs === "off") return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Investar API",
        version: "1.0.0",
        description: "The website's API (docs/business-rules.md#api-conventions).",
        contact: { name: "Investar support" },
      },
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description:
              "The session token (a JWT, HS256) from auth/login, or the httpOnly session cookie; issued and checked as RFC8725 recommends (one algorithm, expiry, server-side revocation).",
          },
        },
      },
    },
    // Only the API is documented: the pages (the web app's catch-all `/*`, /dev/outbox…) are not operations of it.
    transform: (route) => (route.url.startsWith("/api/") ? transform(route) : { schema: { hide: true }, url: route.url }),
    transformObject: (documentObject) => completeApiDocument((documentObject as { openapiObject: OpenApiDocument }).openapiObject),
  });
  // The plugin's routes take no options of ours: their access is declared here, as API_DOCS decides it (the onRequest hook below checks "staff").
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/docs")) route.config = { ...route.config, access: apiDocs === "staff" ? access.admin : access.anyone };
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    ...(apiDocs === "staff" ? { uiHooks: { onRequest: async (request) => void (await requireAdmin(request)) } } : {}),
  });
}
