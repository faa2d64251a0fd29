import { randomBytes } from "node:crypto";
import { PAGES_WITH_VIDEO_EMBEDS, VIDEO_EMBED_ORIGIN, VIDEO_THUMBNAIL_ORIGIN } from "@investar/core";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

declare module "fastify" {
  interface FastifyReply {
    /**
     * For an HTML answer: switches this reply to the page policy with a fresh nonce and returns the nonce
     * to put on the page's inline scripts. `embeds` are the outside sources this page may also show.
     */
    pageNonce(embeds?: PageEmbeds): string;
  }
}

/** Outside sources one page may show besides our own: a player's frames, its pictures. */
export interface PageEmbeds {
  frameSrc: string[];
  imgSrc: string[];
}

const VIDEO_EMBEDS: PageEmbeds = { frameSrc: [VIDEO_EMBED_ORIGIN], imgSrc: [VIDEO_THUMBNAIL_ORIGIN] };

/** ADR 0017: only the pages that play training videos may frame the provider's privacy-enhanced player. */
export function embedsForPath(path: string): PageEmbeds | undefined {
  const page = path.split("?")[0]!.toLowerCase().replace(/\/+$/, "");
  return (PAGES_WITH_VIDEO_EMBEDS as readonly string[]).includes(page) ? VIDEO_EMBEDS : undefined;
}

/** API and asset answers are never rendered as documents, so they get the strictest policy, computed once. */
const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A real Content-Security-Policy: scripts only from our origin or carrying this request's nonce; no other
 * hosts (fonts and pictures are bundled). Styles allow inline attributes, which React's style props need;
 * a style nonce would switch that off in browsers.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  { https, formActionOrigins = [] }: { https: boolean; formActionOrigins?: string[] },
): Promise<void> {
  const everyAnswer = {
    ...helmetHeaders({
      contentSecurityPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // "no-referrer" would make browsers send `Origin: null` on our own form posts, defeating the CSRF check.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
    "content-security-policy": NON_DOCUMENT_POLICY,
  };
  const nonces = new WeakMap<FastifyReply, string>();
  app.decorateReply("pageNonce", function (this: FastifyReply, embeds?: PageEmbeds) {
    let nonce = nonces.get(this);
    if (!nonce) {
      nonce = randomBytes(16).toString("base64");
      nonces.set(this, nonce);
      this.header("content-security-policy", contentSecurityPolicy(nonce, https, formActionOrigins, embeds));
    }
    return nonce;
  });
  // A callback, not an async hook: every request runs it, and a promise per request is measurable (docs/architecture.md#benchmark).
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
}

/**
 * Helmet's headers for these options. They are the same on every answer, so helmet runs once, at start-up,
 * on a stand-in response: running its middleware chain per request cost about a tenth of a cached answer's time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

/** `formActionOrigins`: where else our forms may post; the card gateway's host when checkout leaves our site. */
export function contentSecurityPolicy(
  nonce: string,
  https: boolean,
  formActionOrigins: string[] = [],
  embeds: PageEmbeds = { frameSrc: [], imgSrc: [] },
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...embeds.imgSrc].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...embeds.frameSrc].join(" "),
    ["form-action 'self'", ...formActionOrigins].join(" "),
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
