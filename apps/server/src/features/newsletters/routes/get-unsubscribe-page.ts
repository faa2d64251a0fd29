import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { escapeHtml } from "../../../http/escape-html.ts";
import { unsubscribeTargetOf } from "../services/unsubscribe-from-mail.ts";
import { sendUnsubscribePage, unsubscribeQuery } from "./unsubscribe-page.ts";
import { mailRoute } from "./route.ts";

/**
 * The page a marketing mail's unsubscribe link opens (docs/business-rules.md#marketing-mail). A GET changes nothing, since mail
 * scanners open links; its button POSTs the same URL, which is what switches the mail off.
 */
export default mailRoute(
  { method: "GET", path: "/api/mail/unsubscribe", query: unsubscribeQuery, answer: z.string() },
  {
    config: { access: access.token("query", "t") },
    summary: "The page of a marketing mail's unsubscribe link: a button that switches that kind of mail off (HTML)",
    handler: async (request, { deps, reply }) => {
      const { label } = unsubscribeTargetOf(deps, request.query.t);
      const action = `/api/mail/unsubscribe?t=${encodeURIComponent(request.query.t)}`;
      return sendUnsubscribePage(
        reply,
        `Unsubscribe from ${label.toLowerCase()} mails`,
        `<p>You will no longer get ${escapeHtml(label.toLowerCase())} mails from Investar. Mails about your account, payments and codes still come.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  },
);
