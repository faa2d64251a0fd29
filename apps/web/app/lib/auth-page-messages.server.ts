import type { RouterContextProvider } from "react-router";
import { authMessages } from "../i18n/auth-messages.server.ts";
import { requestLocale } from "../i18n/page-locale.ts";
import { appContext } from "../load-context.ts";

/**
 * The `auth` messages of these groups ("claim", "confirm": `auth.claim.*`, …) that one of the pages a mailed link opens sends,
 * in the language its address asks for: only the page's own (docs/adr/0059-hindi-with-lingui.md).
 */
export function authPageMessages(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  groups: readonly string[],
) {
  return authMessages(requestLocale(request, context.get(appContext).pseudoLocale), groups);
}
