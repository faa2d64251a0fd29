import type { RouterContextProvider } from "react-router";
import { appContext } from "../load-context.ts";
import { mergedMessages, messagesFor, messagesStartingWith, type Namespace } from "./catalogues.server.ts";
import { pageText, requestLocale, type Messages, type PageText } from "./page-locale.ts";

/**
 * The messages of one of the customer's own pages that reads namespaces other than `account` (the privacy pages' `privacy`,
 * the support tickets' `support.tickets.`, the forms' `auth.validation.`), in the language the server rendered the page in:
 * the customer's (docs/adr/0059-hindi-with-lingui.md#choosing-a-language). Only the ids under the page's prefixes go into
 * its data, which the hydrated page's script reads.
 */
export function customerMessages(
  request: Request,
  context: Readonly<RouterContextProvider>,
  wanted: Partial<Record<Namespace, readonly string[]>>,
): Messages {
  const { pseudoLocale, language } = context.get(appContext);
  const locale = requestLocale(request, pseudoLocale, language);
  return mergedMessages(
    ...Object.entries(wanted).map(([namespace, prefixes]) =>
      messagesStartingWith(messagesFor(locale, [namespace as Namespace]), prefixes ?? []),
    ),
  );
}

/** The page's texts for a form action of a customer's own page (a refusal said in the customer's language). */
export function customerText(request: Request, context: Readonly<RouterContextProvider>, namespaces: readonly Namespace[]): PageText {
  const { pseudoLocale, language } = context.get(appContext);
  const locale = requestLocale(request, pseudoLocale, language);
  return pageText([{ i18n: { locale, messages: messagesFor(locale, ["common", ...namespaces]) } }]);
}
