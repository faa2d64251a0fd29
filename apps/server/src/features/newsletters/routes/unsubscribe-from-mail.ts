import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { AppDeps } from "../../../deps.ts";
import type { App, RouteModule } from "../../../http/app-types.ts";
import { escapeHtml } from "../../../http/escape-html.ts";
import { unsubscribeFromMail } from "../services/unsubscribe-from-mail.ts";
import { sendUnsubscribePage, unsubscribeQuery } from "./unsubscribe-page.ts";
import { mailRoute } from "./route.ts";

/**
 * RFC 8058 one-click unsubscribe (docs/business-rules.md#marketing-mail): a mailbox provider POSTs `List-Unsubscribe=One-Click` to the
 * link in List-Unsubscribe; the unsubscribe page's button posts the same. No login: the sealed token is the authority.
 */
const unsubscribeFromMailRoute: RouteModule = (app, deps) => {
  void app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    // RFC 8058 lets the provider send the form as multipart/form-data too; the token is in the URL, so the body is not read.
    scope.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
    registerPost(scope, deps);
  });
};

function registerPost(app: App, deps: AppDeps) {
  mailRoute(
    {
      method: "POST",
      path: "/api/mail/unsubscribe",
      query: unsubscribeQuery,
      body: z
        .object({ "List-Unsubscribe": z.string().max(64).optional() })
        .loose()
        .optional(),
      answer: z.string(),
    },
    {
      config: { access: access.token("query", "t") },
      summary: "One-click unsubscribe (RFC 8058): switches the link's kind of marketing mail off for its customer (HTML answer)",
      handler: async (request, { reply }) => {
        const { label } = await unsubscribeFromMail(deps, request.query.t);
        return sendUnsubscribePage(
          reply,
          "You are unsubscribed",
          `<p>You will no longer get ${escapeHtml(label.toLowerCase())} mails from Investar.</p>`,
        );
      },
    },
  )(app, deps);
}

export default unsubscribeFromMailRoute;
