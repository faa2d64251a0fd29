import { messagesFor, messagesStartingWith } from "./catalogues.server.ts";
import type { Messages, PageLocale } from "./page-locale.ts";

/**
 * The `auth` messages of these groups ("signUpForm", "validation": `auth.signUpForm.*`, …), for a page that shows one of the
 * shared sign-up parts (the sign-up form, its privacy notice, field messages) without the rest of the namespace
 * (docs/adr/0059-hindi-with-lingui.md): the broker and tool sign-up pages, the sign-up-to-pay dialog.
 */
export function authMessages(locale: PageLocale, groups: readonly string[]): Messages {
  return messagesStartingWith(
    messagesFor(locale, ["auth"]),
    groups.map((group) => `auth.${group}.`),
  );
}

/** The groups the shared sign-up form shows (components/account/sign-up-steps.tsx and the notice under it). */
export const SIGN_UP_FORM_GROUPS = ["signUpForm", "signUpNotice", "validation"] as const;
