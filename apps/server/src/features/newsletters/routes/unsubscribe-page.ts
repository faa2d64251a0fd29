import type { FastifyReply } from "fastify";
import { z } from "zod";
import { escapeHtml } from "../../../http/escape-html.ts";

/** The link's sealed token (marketing-mail.ts). */
export const unsubscribeQuery = z.object({ t: z.string().min(1).max(512) });

/** The small page of an unsubscribe link: plain HTML with a form, so it works without JavaScript and in any mail client's browser. */
export function sendUnsubscribePage(reply: FastifyReply, title: string, body: string, status = 200) {
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Investar</title><meta name="robots" content="noindex">
<style nonce="${reply.pageNonce()}">body{font-family:"Segoe UI",Arial,sans-serif;color:#14213d;max-width:32rem;margin:3rem auto;padding:0 1rem}h1{color:#0b3d6e;font-size:1.5rem}button{background:#0b3d6e;color:#fff;border:0;border-radius:6px;padding:.7rem 1.2rem;font-size:1rem;cursor:pointer}a{color:#0b3d6e}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/my-investar/my-profile">Choose which mails you get on My Profile</a></p></main></body></html>`;
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}
