import type { FastifyRequest } from "fastify";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { escapeHtml } from "../../../http/escape-html.ts";
import { forbidden, notFound } from "../../../errors.ts";
import { listDevOutbox } from "../services/list-dev-outbox.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Links in the stored text become clickable, so a developer can open an activation link straight away. */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * docs/architecture.md#mail-and-sms: without SMTP_URL, mail stays in the outbox table and this development page lists it (SMS too).
 * It exists only then and only in local mode (ADR 0012), and only answers the machine itself: the messages
 * hold working sign-in links.
 */
const getDevOutbox: RouteModule = (app, deps) => {
  app.get("/dev/outbox", { config: { access: access.internal }, schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    if (deps.config.mode === "deployed" || deps.config.smtpUrl) throw notFound();
    if (!LOOPBACK.has(request.ip)) throw forbidden("The development outbox is only shown on this machine.");
    const { mails, texts } = await listDevOutbox(deps);
    reply.pageNonce();
    const time = (date: Date) => date.toISOString().replace("T", " ").slice(0, 19);
    const mailRows = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${time(m.createdAt)} UTC</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join("\n");
    const textRows = texts
      .map((t) => `<li><strong>${escapeHtml(t.to)}</strong> · ${time(t.createdAt)} UTC — ${escapeHtml(t.text)}</li>`)
      .join("\n");
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox | Investar</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#14213d}article{border:1px solid #d9dee8;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0}.meta{color:#5b6578;margin:.25rem 0 .75rem}pre{white-space:pre-wrap;font:inherit;margin:0}a{overflow-wrap:anywhere}</style></head>
<body><h1>Development outbox</h1><p>SMTP_URL is not set, so mail is kept here instead of being sent. Newest first; the last ${mails.length} mails and ${texts.length} text messages.</p>
<h2>Text messages</h2>${textRows ? `<ul>${textRows}</ul>` : "<p>None.</p>"}
<h2>Mail</h2>${mailRows || "<p>None.</p>"}</body></html>`;
    return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
  });
};

export default getDevOutbox;
