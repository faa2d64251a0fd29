import type { RouterContextProvider } from "react-router";
import { appContext } from "../load-context.ts";
import { messagesFor, messagesStartingWith, NO_MESSAGES } from "./catalogues.server.ts";
import { requestLocale, type Messages } from "./page-locale.ts";

/**
 * Core's field messages (auth.validation.*, validation-keys.ts) in the language the page is rendered in — on the customer's
 * own pages the customer's — for a page whose forms check fields with core's validators: FormField says each through
 * fieldErrorText (docs/adr/0059-hindi-with-lingui.md#errors). English pages need none: the validators' words are English.
 */
export function validationMessages(request: Request, context: Readonly<RouterContextProvider>): Messages {
  const { pseudoLocale, language } = context.get(appContext);
  const locale = requestLocale(request, pseudoLocale, language);
  return locale === "en" ? NO_MESSAGES : messagesStartingWith(messagesFor(locale, ["auth"]), ["auth.validation."]);
}
