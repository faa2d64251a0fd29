import type { RouterContextProvider } from "react-router";
import { appContext } from "../load-context.ts";
import { messagesFor, messagesStartingWith, type Namespace } from "./catalogues.server.ts";
import { requestLocale, type Messages } from "./page-locale.ts";

/**
 * The messages of one namespace under these prefixes, in the language the server rendered the page in — the address's,
 * or on My Webinars the customer's (docs/adr/0059-hindi-with-lingui.md#choosing-a-language). Only those go into its data.
 */
function pageMessages(
  request: Request,
  context: Readonly<RouterContextProvider>,
  namespace: Namespace,
  prefixes: readonly string[],
): Messages {
  const { pseudoLocale, language } = context.get(appContext);
  return messagesStartingWith(messagesFor(requestLocale(request, pseudoLocale, language), [namespace]), prefixes);
}

/** The `education` messages an education page uses: those of its groups ("card" → "education.card."). */
export function educationMessages(request: Request, context: Readonly<RouterContextProvider>, groups: readonly string[]): Messages {
  return pageMessages(
    request,
    context,
    "education",
    groups.map((group) => `education.${group}.`),
  );
}

/** The groups every page listing webinars shows: the cards, their prices and times, the filters. */
export const WEBINAR_LIST_GROUPS = ["card", "price", "when", "filter", "past"] as const;

/**
 * The sign-up notice's words (auth.signUpNotice.*) and core's field messages (auth.validation.*: its 18+ refusal), for a page
 * whose register dialog creates a visitor's account.
 */
export function signUpNoticeMessages(request: Request, context: Readonly<RouterContextProvider>): Messages {
  return pageMessages(request, context, "auth", ["auth.signUpNotice.", "auth.validation."]);
}

/** The closing trial band's words (product.trialCta.*), shared with the product pages. */
export function trialCtaMessages(request: Request, context: Readonly<RouterContextProvider>): Messages {
  return pageMessages(request, context, "product", ["product.trialCta."]);
}
