import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { KEPT_PER_LOCATION_CURRENCY_HEADER, type WebLoadContext, type WebServices } from "@investar/contract/pages/load-context";
import { isDatabaseUnavailable } from "@investar/db";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { PageCache, sharedMaxAgeMs, type CachedPage } from "./page-cache.ts";
import { embedsForPath } from "./security-headers.ts";
import { precompress, sendPrecompressed } from "./precompressed.ts";
import { formApiCaller } from "./form-api-call.ts";
import { pageLanguage, rememberLanguage, renderedLanguage, varyOnLanguage } from "./page-language.ts";

type HandleWebRequest = (request: Request, context: WebLoadContext) => Promise<Response>;

export class WebBuildMissingError extends Error {
  constructor(dir: string) {
    super(`The web app is not built (${dir} is missing). Run "npm run build" first.`);
  }
}

/**
 * Static assets (hashed ones cached for a year) and server-side rendering of every other GET. The page
 * loaders' services are built by the app (app.ts) and handed in: the HTTP layer reaches no service itself.
 */
export async function installWebApp(app: FastifyInstance, deps: AppDeps, services: WebServices, buildDir: string): Promise<void> {
  const serverEntry = join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new WebBuildMissingError(buildDir);
  const { handleWebRequest } = (await import(pathToFileURL(serverEntry).href)) as { handleWebRequest: HandleWebRequest };
  const pageCache = new PageCache();
  deps.caches.onInvalidate(() => pageCache.clear());

  await app.register(fastifyStatic, {
    root: join(buildDir, "client"),
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside each text file (apps/web/precompressed-assets.ts, ADR 0070).
    preCompressed: true,
    // Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year.
    cacheControl: false,
    setHeaders(reply: FastifyReply, path: string) {
      const hashed = path.includes(join("client", "assets"));
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  await app.register(async (ssr) => {
    // English pages with a Hindi twin answer by cookie and Accept-Language too (ADR 0059).
    const redirectable = new WeakSet<FastifyRequest>();
    ssr.addHook("onSend", (request, reply, payload, done) => {
      if (redirectable.has(request)) varyOnLanguage(reply);
      done(null, payload);
    });
    // React Router actions read the raw body themselves.
    ssr.removeAllContentTypeParsers();
    ssr.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));
    // A problem report posted without JavaScript carries its attachments (3 of 5 MiB, as /api's multipart limits allow; ADR 0058).
    ssr.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit: 16 * 1_048_576 }, (_request, body, done) =>
      done(null, body),
    );

    ssr.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (request, reply) => {
        if (request.url.toLowerCase().startsWith("/api/")) {
          return reply.status(404).send({ message: `No endpoint ${request.method} ${request.url.split("?")[0]}.`, code: "NotFound" });
        }
        // docs/adr/0059-hindi-with-lingui.md#choosing-a-language: the chosen (or the browser's) language's twin, before any cache.
        const language = pageLanguage(request);
        if (language.language === "en") redirectable.add(request);
        const principal = await request.principal();
        if (language.chosen) {
          rememberLanguage(reply, language.chosen, deps.config.publicUrl.startsWith("https://"));
          if (principal) await services.setUserLanguage(principal.userId, language.chosen);
        }
        if (language.redirect) return reply.header("cache-control", "private, no-store").redirect(language.redirect, 302);
        // The pseudo-locale (a local server only) is the catalogue test's: never cached, never deployed.
        const pseudoLocale = deps.config.mode === "local" && request.headers["x-pseudo-locale"] === "en-XA";
        // The account's language came with the session (ADR 0057); one just chosen was saved on it above.
        const rendered = await renderedLanguage(request, language, async () =>
          principal ? (language.chosen ?? principal.language) : null,
        );
        const cacheKey =
          request.method === "GET" && !principal && !pseudoLocale && !hasCookie(request, FLASH_COOKIE_NAME)
            ? `${rendered} ${request.url}`
            : null;
        const locationCurrency = async () => (await services.getUserLocation(request.ip)).currency;
        const cached = cacheKey ? await pageCache.get(cacheKey, Date.now(), locationCurrency) : null;
        if (cached) return sendCachedPage(request, reply, cached);
        const watched = watchForOutage(services);
        const response = await handleWebRequest(toWebRequest(request, deps.config.publicUrl), {
          services: watched.services,
          clientIp: request.ip,
          user: principal
            ? {
                userId: principal.userId,
                name: principal.name,
                role: principal.role,
                email: principal.email,
                isEmailVerified: principal.isEmailVerified,
                isAdmin: principal.isAdmin,
                mustEnrolTwoFactor: principal.mustEnrolTwoFactor,
              }
            : null,
          accountLanguage: principal?.language ?? null,
          nonce: reply.pageNonce(embedsForPath(request.url)),
          requestId: request.id,
          reportError: (error) => request.log.error({ err: error }, "page failed"),
          publicUrl: deps.config.publicUrl,
          setupDownloadUrl: "/api/download/setup/Prod",
          vendorEmailDomain: deps.config.vendorEmailDomain,
          testMode: deps.config.testMode,
          callApi: formApiCaller(app, request),
          pseudoLocale,
          language: rendered,
        });
        if (watched.outage) {
          // React Router rendered its error boundary as a 500; the one error handler answers the friendly 503 page.
          await response.body?.cancel();
          throw new AppError("Unavailable", "The database is not answering.");
        }
        // Pages with personal data must never be stored by a shared cache, whatever the route said.
        if (principal) response.headers.set("cache-control", "private, no-store");
        const perCurrencySeconds = Number(response.headers.get(KEPT_PER_LOCATION_CURRENCY_HEADER) ?? 0);
        response.headers.delete(KEPT_PER_LOCATION_CURRENCY_HEADER);
        const keptFor = cacheKey && response.status === 200 ? keepingOf(response.headers.get("cache-control"), perCurrencySeconds) : null;
        if (keptFor && response.body) {
          const body = precompress(await response.text());
          const headers: [string, string][] = [
            ...response.headers,
            ["content-security-policy", String(reply.getHeader("content-security-policy"))],
          ];
          const page = { status: 200, headers, body, expiresAt: Date.now() + keptFor.ms };
          pageCache.set(cacheKey!, page, keptFor.perCurrency ? await locationCurrency() : undefined);
          return sendCachedPage(request, reply, { status: 200, headers, body, expiresAt: 0 });
        }
        return sendWebResponse(reply, response);
      },
    });
  });
}

const FLASH_COOKIE_NAME = "flash_notice";

/** How long the server keeps a visitor's page: shared with everyone (`Cache-Control: public`) or per location currency. */
function keepingOf(cacheControl: string | null, perCurrencySeconds: number): { ms: number; perCurrency: boolean } | null {
  const shared = sharedMaxAgeMs(cacheControl);
  if (shared) return { ms: shared, perCurrency: false };
  return perCurrencySeconds > 0 ? { ms: perCurrencySeconds * 1000, perCurrency: true } : null;
}

/** The services for one page request, noting whether a loader or action failed because the database is away. */
function watchForOutage(services: WebServices): { services: WebServices; readonly outage: boolean } {
  let outage = false;
  const watched = Object.fromEntries(
    Object.entries(services).map(([name, call]: [string, (...args: unknown[]) => unknown]) => [
      name,
      (...args: unknown[]) => {
        const result = call(...args);
        // Some services answer synchronously (configuration); only promises can meet the database.
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) outage = true;
          throw error;
        });
      },
    ]),
  ) as unknown as WebServices;
  return {
    services: watched,
    get outage() {
      return outage;
    },
  };
}

function hasCookie(request: FastifyRequest, name: string): boolean {
  return request.cookies[name] !== undefined;
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) if (name !== "set-cookie") reply.header(name, value);
  return sendPrecompressed(request, reply, page.body);
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const origin = `${request.protocol}://${request.host || new URL(publicUrl).host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body);
  return new Request(origin + request.url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
    signal: controller.signal,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  // A page arrives whole (entry.server.tsx): sent as one buffer of the bytes React wrote, it is compressed in one call (ADR 0057).
  if (response.headers.get("content-type")?.startsWith("text/html")) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
