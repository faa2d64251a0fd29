import { codeRefusalMessages } from "./code-refusal-messages.ts";
import { privacyConsentMessages } from "./privacy-consent.ts";
import { supportFormMessages } from "./support-form-messages.ts";
import { messages } from "./validation.ts";
import { privacyFieldMessages } from "./privacy-requests/privacy-request-checks.ts";
import { ticketTextMessages } from "./support-desk/support-desk.ts";

/**
 * A stable key for each message a core validator answers (docs/business-rules.md#validation, #privacy-notice), so a page
 * can say it in its own language (docs/adr/0059-hindi-with-lingui.md#errors) while the validators keep answering the
 * business rules' English words verbatim, as the API and the SPEC give them. A page's catalogue holds each key's text;
 * a message with a part of its own (the vendor's domain) gives that part as a value.
 */
const MESSAGES = {
  ...messages,
  ageRequired: privacyConsentMessages.ageRequired,
  ...supportFormMessages,
  ...privacyFieldMessages,
  ...ticketTextMessages,
  ...codeRefusalMessages,
} as const;

export type ValidationMessageKey = keyof typeof MESSAGES;

/** Every key, for the test that each has its catalogue entries in every language. */
export const VALIDATION_MESSAGE_KEYS = Object.keys(MESSAGES) as ValidationMessageKey[];

/** The name of the one value a message template takes, as the catalogue's placeholder: the vendor's domain, a limit, a file. */
export function validationValueName(key: ValidationMessageKey): string {
  if (key === "codeWrong") return "tries";
  return key === "textTooLong" || key === "tooManyFiles" ? "max" : key === "attachmentWrongType" ? "file" : "host";
}

const MARK = "\u0000";

/** A key's English message, as the validators answer it, with its value (the vendor's domain, a limit) where it takes one. */
export function validationMessage(key: ValidationMessageKey, value: string): string {
  const known = MESSAGES[key];
  return typeof known === "string" ? known : known(value);
}

/** The key of a validator's message, and its value, or null for any other text (a server's own words). */
export function validationMessageKey(message: string): { key: ValidationMessageKey; values: Record<string, string> } | null {
  for (const key of VALIDATION_MESSAGE_KEYS) {
    const known = MESSAGES[key];
    if (typeof known === "string") {
      if (known === message) return { key, values: {} };
      continue;
    }
    const [before = "", after = ""] = known(MARK).split(MARK);
    if (message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after)) {
      return { key, values: { [validationValueName(key)]: message.slice(before.length, message.length - after.length) } };
    }
  }
  return null;
}
