import type { FastifyInstance, FastifyRequest } from "fastify";
import { precompress, sendPrecompressed, type Precompressed } from "./precompressed.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A public GET whose answer is the same for everyone: kept this long and answered from memory (docs/business-rules.md#response-caching "GET responses are cached on the server"). */
    publicCacheMs?: number;
  }
}

interface Entry {
  payload: Precompressed;
  contentType: string;
  expiresAt: number;
}

const MAX_ENTRIES = 1_000;

export interface PublicResponseCache {
  /** Forget every stored answer: the data behind them changed (e.g. the pricing catalogue). */
  clear(): void;
  readonly entries: Map<string, Entry>;
}

export function createPublicResponseCache(): PublicResponseCache {
  const entries = new Map<string, Entry>();
  return { entries, clear: () => entries.clear() };
}

/**
 * Install after the security-header hooks (a cached answer must carry them too) and before compression
 * (entries are stored plain and compressed once, see precompressed.ts).
 */
export function installPublicResponseCache(app: FastifyInstance, { entries }: PublicResponseCache): void {
  // Callbacks, not async hooks: every request passes both, most with nothing to do, and a promise per hook
  // and request is measurable (docs/architecture.md#benchmark). A hit is answered without calling `done`, which ends the request there.
  app.addHook("onRequest", (request, reply, done) => {
    const hit = cachedAnswer(entries, request);
    if (!hit) return done();
    sendPrecompressed(request, reply.header("content-type", hit.contentType).header("x-cache", "hit"), hit.payload);
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    const ttl = request.routeOptions.config?.publicCacheMs;
    if (ttl && request.method === "GET" && reply.statusCode === 200 && !reply.getHeader("x-cache") && typeof payload === "string") {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, {
        payload: precompress(payload),
        contentType: String(reply.getHeader("content-type") ?? "application/json"),
        expiresAt: Date.now() + ttl,
      });
    }
    done(null, payload);
  });
}

/** The stored answer to this request, if it is a cacheable GET kept and not yet expired (an expired one is dropped). */
function cachedAnswer(entries: Map<string, Entry>, request: FastifyRequest): Entry | undefined {
  if (!request.routeOptions.config?.publicCacheMs || request.method !== "GET") return undefined;
  const hit = entries.get(request.url);
  if (hit && hit.expiresAt <= Date.now()) {
    entries.delete(request.url);
    return undefined;
  }
  return hit;
}
