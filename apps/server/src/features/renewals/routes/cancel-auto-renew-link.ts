import type { FastifyReply } from "fastify";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { escapeHtml } from "../../../http/escape-html.ts";
import { CANCEL_AUTO_RENEW_PATH } from "../services/auto-renew-links.ts";
import { cancelAutoRenew, mandateOfCancelLink } from "../services/cancel-auto-renew.ts";
import { route } from "./route.ts";

const query = z.object({ t: z.string().min(1).max(512) });

/** A small page of plain HTML with a form, so it works without JavaScript and in any mail client's browser. */
function sendPage(reply: FastifyReply, title: string, body: string) {
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Investar</title><meta name="robots" content="noindex">
<style nonce="${reply.pageNonce()}">body{font-family:"Segoe UI",Arial,sans-serif;color:#14213d;max-width:32rem;margin:3rem auto;padding:0 1rem}h1{color:#0b3d6e;font-size:1.5rem}button{background:#0b3d6e;color:#fff;border:0;border-radius:6px;padding:.7rem 1.2rem;font-size:1rem;cursor:pointer}a{color:#0b3d6e}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/my-investar/manage-subscription">See your subscription</a></p></main></body></html>`;
  return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

/**
 * The one-click cancel link of every pre-debit notice (docs/business-rules.md#auto-renew). A GET changes
 * nothing, since mail scanners open links; its button POSTs the same URL, which cancels at once.
 */
const cancelAutoRenewLink: RouteModule = (app, deps) => {
  route(
    { method: "GET", path: CANCEL_AUTO_RENEW_PATH, query, answer: z.string() },
    {
      config: { access: access.token("query", "t") },
      summary: "The page of a pre-debit notice's cancel link: a button that cancels auto-renew (HTML)",
      handler: async (request, { reply }) => {
        const mandate = await mandateOfCancelLink(deps, request.query.t);
        if (mandate.status !== "active")
          return sendPage(reply, "Auto-renew is off", "<p>This subscription does not renew automatically. Nothing will be charged.</p>");
        const action = `${CANCEL_AUTO_RENEW_PATH}?t=${encodeURIComponent(request.query.t)}`;
        return sendPage(
          reply,
          "Cancel auto-renew",
          `<p>Your subscription will not renew automatically and nothing more will be charged to your card. It keeps working until the end of the period you have paid for.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Cancel auto-renew</button></form>`,
        );
      },
    },
  )(app, deps);
  route(
    { method: "POST", path: CANCEL_AUTO_RENEW_PATH, query, answer: z.string() },
    {
      config: { access: access.token("query", "t") },
      summary: "Cancel auto-renew from a pre-debit notice's link (HTML)",
      handler: async (request, { reply }) => {
        const mandate = await mandateOfCancelLink(deps, request.query.t);
        await cancelAutoRenew(deps, mandate.id, "Cancelled by the customer from a pre-debit notice", request.log);
        return sendPage(
          reply,
          "Auto-renew is cancelled",
          "<p>Nothing more will be charged to your card. Your subscription keeps working until the end of the period you have paid for.</p>",
        );
      },
    },
  )(app, deps);
};

export default cancelAutoRenewLink;
