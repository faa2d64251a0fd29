import type { PageText } from "./page-locale.ts";

/**
 * An error from the server or a core rule, in the page's language (docs/adr/0059-hindi-with-lingui.md#errors):
 * its code names a catalogue message (`<scope>.<code>`: pricingError.RTFo, apiError.RateLimited), so a
 * Hindi page says it in Hindi. English pages keep the error's own words, which may be more particular
 * (a coupon's reason) than the code's general message; a code the catalogue lacks keeps them too.
 */
export function errorText(text: PageText, scope: "pricingError" | "apiError", error: { code?: string | null; message: string }): string {
  const key = error.code ? `${scope}.${error.code}` : null;
  if (!key || !text.has(key) || text.locale === "en") return error.message;
  return text.t(key);
}
