import { VALIDATION_MESSAGE_KEYS, VALIDATION_VALUE, validationMessage, validationMessageKey } from "@investar/core/validation-keys";
import type { PageText } from "./page-locale.ts";

/** The catalogue key of a validator's message (auth.json's `auth.validation.*`). */
export const validationCatalogueKey = (key: string) => `auth.validation.${key}`;

/**
 * A field's message in the page's language (docs/adr/0059-hindi-with-lingui.md#errors): a core validator's message, whether
 * checked on the page, by the page's action or by the API, is said through its key's catalogue text; anything else (a
 * server's own words), and every message on an English page, stays as given.
 */
export function fieldErrorText(text: PageText, message: string): string {
  if (text.locale === "en") return message;
  const known = validationMessageKey(message);
  const id = known ? validationCatalogueKey(known.key) : null;
  return id && text.has(id) ? text.t(id, known!.values) : message;
}

/**
 * For a page served without React whose script checks fields with core's validators (enhance/sign-up-form.js): each
 * English message with its text in the page's language, the vendor's domain filled in; nothing on an English page.
 */
export function validationTexts(text: PageText, host: string): Record<string, string> {
  if (text.locale === "en") return {};
  return Object.fromEntries(
    VALIDATION_MESSAGE_KEYS.flatMap((key) => {
      const id = validationCatalogueKey(key);
      if (!text.has(id)) return [];
      return [[validationMessage(key, host), text.t(id, { [VALIDATION_VALUE]: host })]];
    }),
  );
}
