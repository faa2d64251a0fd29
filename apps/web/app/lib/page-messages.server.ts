import { appContext } from "../load-context.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { requestLocale } from "../i18n/page-locale.ts";

type Namespaces = Parameters<typeof messagesFor>[1];

interface LoaderArgsLike {
  request: Request;
  context: { get(context: typeof appContext): { pseudoLocale?: boolean } };
}

/** The messages a content page's loader sends, in the language its address asks for (docs/adr/0059-hindi-with-lingui.md). */
export function pageMessages({ request, context }: LoaderArgsLike, namespaces: Namespaces) {
  return messagesFor(requestLocale(request, context.get(appContext).pseudoLocale), namespaces);
}
