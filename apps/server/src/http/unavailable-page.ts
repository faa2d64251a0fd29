import type { FastifyReply, FastifyRequest } from "fastify";

/** Seconds a client is asked to wait before trying again while the database is away (ADR 0013). */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/**
 * Served for a page while the database is away, whatever the page was: it needs nothing from the database,
 * the web build or the network, and asks the browser to try again by itself.
 */
const page = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 3}">
<title>Temporarily unavailable | Investar</title>
<style>
body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#14213d;background:#f5f7fb;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;padding:2rem;text-align:center}
h1{color:#0b3d6e;font-size:1.6rem}
a{color:#0b3d6e}
</style>
</head>
<body>
<main id="main">
<h1>Investar is temporarily unavailable</h1>
<p>We are back in a moment. This page tries again by itself; nothing you did was lost.</p>
<p><a href="">Try again now</a></p>
</main>
</body>
</html>
`;

/** Page requests are everything outside /api that a browser navigates to or posts a form to. */
export function isPageRequest(request: FastifyRequest): boolean {
  return !request.url.toLowerCase().startsWith("/api/") && ["GET", "HEAD", "POST"].includes(request.method);
}

export function sendUnavailablePage(reply: FastifyReply): FastifyReply {
  // The page policy (styles allowed inline) instead of the API's "nothing at all".
  reply.pageNonce();
  return reply
    .status(503)
    .header("retry-after", String(RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(page);
}
