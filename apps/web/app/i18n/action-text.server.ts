/**
 * The page's texts for a form action (docs/adr/0058-forms-without-javascript.md posts, docs/adr/0059-hindi-with-lingui.md):
 * an action runs before its page's loaders, so it reads the language from the address as they do and compiles the same
 * namespaces on the server, so a refusal from the API or a rule checked on the page is said in the page's language.
 */
import type { WebLoadContext } from "@investar/contract/pages/load-context";
import { messagesFor, type Namespace } from "./catalogues.server.ts";
import { pageText, requestLocale, type PageText } from "./page-locale.ts";

export function actionText(context: Pick<WebLoadContext, "pseudoLocale">, request: Request, namespaces: readonly Namespace[]): PageText {
  const locale = requestLocale(request, context.pseudoLocale);
  return pageText([{ i18n: { locale, messages: messagesFor(locale, ["common", ...namespaces]) } }]);
}
