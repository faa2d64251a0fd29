import type { WebLoadContext } from "@investar/contract/pages/load-context";
import { NEWSLETTER_FORM, NEWSLETTER_KINDS } from "../../components/newsletters/newsletter-choice-form.tsx";
import type { PageText } from "../../i18n/page-locale.ts";
import { callFromForm, failureOf, invalid, type FormOutcome } from "./form-action.ts";

/**
 * The newsletter choice posted from /education/newsletters without a script (ADR 0058): each kind whose box changed
 * is given or withdrawn through privacy/SetMarketingConsent, the call /my-investar/privacy makes, so the consent
 * record, the login check and the refusals are the API's own. The answer is the page with what was saved, or the
 * API's message (in the page's language: `text`) and the boxes as they were sent.
 */
export async function newsletterChoiceAction(context: WebLoadContext, form: FormData, text?: PageText) {
  const chosen = new Set(form.getAll("kinds").map(String));
  const values = Object.fromEntries(NEWSLETTER_KINDS.map((kind) => [kind, chosen.has(kind) ? "on" : ""]));
  // What the account receives now: only a change is recorded, as one click on the privacy page records one. Without a
  // session every box counts as a change, and the API's refusal (log in) is the answer.
  const current = context.user ? await currentNewsletters(context, context.user.userId) : {};
  for (const kind of NEWSLETTER_KINDS) {
    const given = chosen.has(kind);
    if (current[kind] === given) continue;
    const answer = await callFromForm(context, { path: "privacy/SetMarketingConsent", body: { kind, given } });
    if (!answer.ok) return invalid(NEWSLETTER_FORM, values, failureOf(answer, text).message);
  }
  const saved: FormOutcome = { form: NEWSLETTER_FORM, values, message: null, fields: {}, done: {} };
  return saved;
}

/** Which newsletters an account receives now, by marketing kind. */
export async function currentNewsletters(context: WebLoadContext, userId: number): Promise<Record<string, boolean>> {
  const overview = await context.services.getPrivacyOverview(userId);
  return Object.fromEntries(NEWSLETTER_KINDS.map((kind) => [kind, overview.marketing.some((state) => state.kind === kind && state.on)]));
}
