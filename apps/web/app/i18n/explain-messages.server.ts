import { messagesFor, NO_MESSAGES } from "./catalogues.server.ts";
import type { Messages, PageLocale } from "./page-locale.ts";

/**
 * The `explain` messages a page showing a quote's explanation sends (explanation-text.ts): none on an English
 * page, which shows the quote's own sentences, so its data carries no more than before.
 */
export function explainMessages(locale: PageLocale): Messages {
  return locale === "en" ? NO_MESSAGES : messagesFor(locale, ["explain"]);
}
