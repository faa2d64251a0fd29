import type { WebLoadContext } from "@investar/contract/pages/load-context";
import type { PageText } from "../../i18n/page-locale.ts";
import { callFromForm, failureOf, invalid, type FormOutcome } from "./form-action.ts";

/** The hidden `form` field of /my-investar/privacy's switches. */
export const MARKETING_CONSENT_FORM = "marketing-consent";

/**
 * One switch of /my-investar/privacy's marketing mails posted without a script (ADR 0058, ADR 0063): the page's action
 * calls privacy/SetMarketingConsent, the call the script makes on a click, in-process; the API checks the kind, records
 * the consent and says what is wrong, in the page's language (`text`). The answer is the page, with the switch's new state from its loader.
 */
export async function marketingConsentAction(context: WebLoadContext, form: FormData, text?: PageText) {
  const values = { kind: String(form.get("kind") ?? ""), given: form.get("given") === "true" ? "true" : "false" };
  const answer = await callFromForm(context, {
    path: "privacy/SetMarketingConsent",
    body: { kind: values.kind, given: values.given === "true" },
  });
  if (!answer.ok) return invalid(MARKETING_CONSENT_FORM, values, failureOf(answer, text).message);
  const saved: FormOutcome = { form: MARKETING_CONSENT_FORM, values, message: null, fields: {}, done: {} };
  return saved;
}
