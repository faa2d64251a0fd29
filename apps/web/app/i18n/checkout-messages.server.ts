/**
 * The checkout namespace's groups a page sends (docs/adr/0059-hindi-with-lingui.md): each page gets only the texts it
 * can show, so a visitor's page carries no billing form's words and a mobile plan's receipt no installer's.
 */
import { keptMessages, messagesFor, startsWithAny } from "./catalogues.server.ts";
import type { Messages, PageLocale } from "./page-locale.ts";

/** Key prefixes of the buyer's own parts: billing details, manual payment and its UPI QR, a pending payment. */
export const BUYER_GROUPS = [
  "checkout.manualPath",
  "checkout.payWith",
  "checkout.autoRenew",
  "checkout.wallet",
  "checkout.expiry",
  "billing",
  "place.",
  "manual.",
  "modeInfo.",
  "mode.",
  "payee.",
  "upi.",
  "receipt.",
  "pending.",
];

/**
 * The checkout messages `keep` chooses. `selection` names everything `keep` depends on (the page and, say, whether a
 * buyer is signed in): the choice is made once per locale and selection and kept (catalogues.server.ts).
 */
export function checkoutMessages(locale: PageLocale, selection: string, keep: (key: string) => boolean): Messages {
  return keptMessages(`checkout:${locale}:${selection}`, () =>
    Object.fromEntries(Object.entries(messagesFor(locale, ["checkout"])).filter(([key]) => keep(key))),
  );
}

export { startsWithAny };
