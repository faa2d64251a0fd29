import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { openDatabase, type DatabaseHandle } from "@investar/db";
import type { Config } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { installPrincipal } from "./auth/principal.ts";
import { installApiDocs } from "./http/api-docs.ts";
import { ApiPathCase } from "./http/api-path-case.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { installWebApp } from "./http/web-app.ts";
import type { App } from "./http/app-types.ts";
import { routeModules } from "./routes/index.ts";

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise the config's target is opened and closed with the app. */
  database?: DatabaseHandle;
  now?: () => Date;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const apiPaths = new ApiPathCase();
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    trustProxy: config.trustProxy || false,
    rewriteUrl: (req) => apiPaths.rewrite(req.url ?? "/"),
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRoute", (route) => apiPaths.register(route.url));

  const handle = options.database ?? (await openDatabase(config.database));
  if (!options.database) {
    await handle.migrate();
    app.addHook("onClose", async () => handle.close());
  }
  const deps: AppDeps = { config, db: handle.db, now: options.now ?? (() => new Date()) };
  app.decorate("deps", deps);

  installErrorHandler(app);
  await installSecurityHeaders(app, { https: config.publicUrl.startsWith("https://") });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  installPrincipal(app, deps);
  await installApiDocs(app);

  await app.register(async (api) => {
    for (const register of routeModules) register(api as unknown as App);
  });

  if (config.webBuildDir) await installWebApp(app, deps, config.webBuildDir);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
