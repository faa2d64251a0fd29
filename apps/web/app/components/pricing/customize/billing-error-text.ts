/**
 * The billing details' messages in the page's language (docs/adr/0059-hindi-with-lingui.md#errors). Core's rules, which the
 * server shares, say them in English; each is one of its message tables' texts, so its table key names the catalogue's
 * message (`billingError.<key>`). English pages, and a text no table holds (the server's own), keep the words as they came.
 */
import { addressMessages } from "@investar/core/addresses";
import { billingMessages } from "@investar/core/billing-details";
import { messages as validationMessages } from "@investar/core/validation";
import type { PageText } from "../../../i18n/page-locale.ts";

const FIXED: Record<string, string> = Object.fromEntries(
  Object.entries({ ...validationMessages, ...addressMessages, ...billingMessages }).flatMap(([key, message]) =>
    typeof message === "string" ? [[message, key]] : [],
  ),
);

/** The messages that carry a value: the country's postal code's, and a GSTIN of another state's. */
function keyed(message: string): [key: string, values: Record<string, string>] | null {
  const fixed = FIXED[message];
  if (fixed) return [fixed, {}];
  for (const country of ["India", "USA"] as const) {
    if (message === addressMessages.pinCodeRequired(country)) return ["pinCodeRequired", { country }];
    if (message === addressMessages.pinCodeInvalid(country)) return ["pinCodeInvalid", { country }];
  }
  const mismatch = /^This GSTIN is registered in (.+), not (.+): give the address of that registration\.$/.exec(message);
  return mismatch ? ["gstinStateMismatch", { registeredIn: mismatch[1]!, state: mismatch[2]! }] : null;
}

export function billingErrorText(text: PageText, message: string | undefined): string | undefined {
  if (!message || text.locale === "en") return message;
  const found = keyed(message);
  const key = found && `billingError.${found[0]}`;
  return key && text.has(key) ? text.t(key, found[1]) : message;
}
