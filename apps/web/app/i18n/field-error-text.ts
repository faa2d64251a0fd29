import { VALIDATION_MESSAGE_KEYS, validationMessageKey, validationValueName } from "@investar/core/validation-keys";
import type { PageText } from "./page-locale.ts";
import { slots } from "./rich-text.tsx";

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
 * For a page served without React whose script checks fields with core's rules or shows the API's field messages: each
 * message key's text in the page's language, its value's placeholder left in ("{max}"); nothing on an English page.
 */
export function validationTemplates(text: PageText): Record<string, string> {
  if (text.locale === "en") return {};
  return Object.fromEntries(
    VALIDATION_MESSAGE_KEYS.flatMap((key) => {
      const id = validationCatalogueKey(key);
      return text.has(id) ? [[key, text.t(id, slots(validationValueName(key)))]] : [];
    }),
  );
}

/** A script's field message in the page's language, by the templates the page gave (validationTemplates), else as given. */
export function sayValidation(templates: Record<string, string>, message: string | null): string | null {
  const known = message ? validationMessageKey(message) : null;
  const template = known ? templates[known.key] : undefined;
  return template === undefined ? message : template.replace(/\{(\w+)\}/g, (slot, name: string) => known!.values[name] ?? slot);
}
