import type { RouterContextProvider } from "react-router";
import { appContext } from "../load-context.ts";
import { messagesFor, messagesStartingWith } from "./catalogues.server.ts";
import { requestLocale } from "./page-locale.ts";
import type { Messages } from "./page-locale.ts";

/**
 * The `account` messages one of the customer's own pages uses (those under its groups' prefixes: "account.wallet."),
 * in the language the server rendered it in: the customer's, not the address's
 * (docs/adr/0059-hindi-with-lingui.md#choosing-a-language). Only the page's own go into its data.
 */
export function accountMessages(request: Request, context: Readonly<RouterContextProvider>, groups: readonly string[]): Messages {
  const { pseudoLocale, language } = context.get(appContext);
  const all = messagesFor(requestLocale(request, pseudoLocale, language), ["account"]);
  return messagesStartingWith(
    all,
    groups.map((group) => `account.${group}.`),
  );
}
