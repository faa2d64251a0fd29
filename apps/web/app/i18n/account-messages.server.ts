import type { RouterContextProvider } from "react-router";
import { appContext } from "../load-context.ts";
import { messagesFor } from "./catalogues.server.ts";
import { requestLocale } from "./page-locale.ts";
import type { Messages } from "./page-locale.ts";

/**
 * The `account` messages for one of the customer's own pages, in the language the server rendered it in: the
 * customer's, not the address's (docs/adr/0059-hindi-with-lingui.md#choosing-a-language).
 */
export function accountMessages(request: Request, context: Readonly<RouterContextProvider>): Messages {
  const { pseudoLocale, language } = context.get(appContext);
  return messagesFor(requestLocale(request, pseudoLocale, language), ["account"]);
}
