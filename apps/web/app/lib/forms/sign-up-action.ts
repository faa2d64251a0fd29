import type { WebLoadContext } from "@investar/contract/pages/load-context";
import { messages, normalizeMobile, validateEmail, validateMobile, validateName, type RegSrc } from "@investar/core";
import { MARKETING_CONSENT_KINDS, privacyConsentMessages } from "@investar/core/privacy-consent";
import { registrationCall, type SignUpPrefill } from "../../components/account/sign-up-form.tsx";
import { SIGN_UP_FIELD_IDS } from "../../components/account/sign-up-steps.tsx";
import { EMAIL_REGISTERED_CODE } from "@investar/contract/accounts/buyer-sign-up";
import { actionText } from "../../i18n/action-text.server.ts";
import { errorText } from "../../i18n/error-text.ts";
import { signUpPrefill } from "../sign-up-prefill.ts";
import { verificationPage } from "../verification-page.ts";
import { callFromForm, failureOf, invalid, redirectWith, type FormOutcome } from "./form-action.ts";

const { email: EMAIL, name: NAME, mobile: MOBILE } = SIGN_UP_FIELD_IDS;

/** The registration payload's names (ADR 0019 keys the server's field errors by them) and the form's. */
const FIELD_OF: Record<string, string> = { Email: EMAIL, FullName: NAME, MobileNo: MOBILE, AgeConfirmed: "ageConfirmed" };

/**
 * docs/business-rules.md#sign-up-form 'Sign up for Free Trial' posted without a script (ADR 0058), step by step as the script
 * does it: step 1 checks the email (core's rule, then auth/IsEmailExist) and shows step 2; step 2 checks name, mobile and the
 * 18+ declaration (docs/business-rules.md#privacy-notice) and registers through the page's registration call, kept in the
 * address's query with the rest of the prefill (the returnUrl, the referral, the landing page). A fresh account goes on to
 * the "check your mail" page; anything else is said on the form, as the script's toast says it.
 */
export async function signUpAction(
  context: WebLoadContext,
  request: Request,
  defaultSource: RegSrc,
  /** What follows a fresh registration; by default the "check your mail" page, back to the prefill's returnUrl after. */
  registered?: ((account: { userId: number; email: string }) => FormOutcome) | null,
  /**
   * A page whose registration call depends on the form too (the broker page's "opened my trading account" box): its
   * prefill from the address and the posted form, and the extra fields to give back with the values typed.
   */
  options: { prefill?: (search: URLSearchParams, form: FormData) => SignUpPrefill; keep?: readonly string[] } = {},
) {
  const form = await request.formData();
  const search = new URL(request.url).searchParams;
  const prefill = options.prefill ? options.prefill(search, form) : signUpPrefill(search, defaultSource);
  const kept = Object.fromEntries((options.keep ?? []).map((name) => [name, String(form.get(name) ?? "")]));
  // The API's refusals in the page's language (apiError.<code>, docs/adr/0059-hindi-with-lingui.md#errors).
  const pageText = actionText(context, request, []);
  const domain = context.vendorEmailDomain;
  const email = prefill.lockedEmail ?? String(form.get(EMAIL) ?? "").trim();
  const emailProblem = validateEmail(email, domain);
  if (form.get("form") !== "signup-details" || emailProblem) {
    // Step 1 (or a step 2 whose hidden email was changed): the email again.
    const values = { ...kept, [EMAIL]: email };
    if (emailProblem) return invalid("signup-email", values, null, { [EMAIL]: emailProblem });
    const answer = await callFromForm(context, { method: "GET", path: "auth/IsEmailExist", query: { email } });
    if (!answer.ok) return invalid("signup-email", values, failureOf(answer, pageText).message);
    if (answer.data !== 0) {
      const taken = errorText(pageText, "apiError", { code: EMAIL_REGISTERED_CODE, message: messages.emailRegistered(domain) });
      return invalid("signup-email", values, null, { [EMAIL]: taken, registered: "yes" });
    }
    const chosen: FormOutcome = { form: "signup-email", values, message: null, fields: {}, done: {} };
    return chosen;
  }

  const kinds = form.getAll("marketingKinds").map(String);
  const values = {
    ...kept,
    [EMAIL]: email,
    [NAME]: String(form.get(NAME) ?? ""),
    [MOBILE]: String(form.get(MOBILE) ?? ""),
    ageConfirmed: form.get("ageConfirmed") === "on" ? "on" : "",
    marketingKinds: kinds.filter((kind) => (MARKETING_CONSENT_KINDS as readonly string[]).includes(kind)).join(","),
  };
  const fields: Record<string, string> = {};
  const nameProblem = validateName(values[NAME]!);
  const mobileProblem = validateMobile(values[MOBILE]!);
  if (nameProblem) fields[NAME] = nameProblem;
  if (mobileProblem) fields[MOBILE] = mobileProblem;
  if (Object.keys(fields).length === 0 && !values.ageConfirmed) fields.ageConfirmed = privacyConsentMessages.ageRequired;
  if (Object.keys(fields).length > 0) return invalid("signup-details", values, null, fields);

  const [path, query] = registrationCall(prefill);
  const answer = await callFromForm(context, {
    path,
    query,
    body: {
      FullName: values[NAME]!.trim(),
      Email: email,
      Password: "",
      City: "",
      MobileNo: normalizeMobile(values[MOBILE]!),
      RegSrc: prefill.regSrc,
      AgeConfirmed: true,
      MarketingKinds: values.marketingKinds ? values.marketingKinds.split(",") : [],
      ...(prefill.referrerCode ? { ReferrerCode: prefill.referrerCode } : {}),
    },
  });
  if (answer.ok) {
    const answered = answer.data as { category: string; userId?: number | null; message: string };
    if (answered.category === "FreshRegistration" && answered.userId) {
      const account = { userId: answered.userId, email };
      return registered ? registered(account) : redirectWith(verificationPage(account, prefill.returnUrl ?? null, pageText.language));
    }
    return invalid("signup-details", values, answered.message);
  }
  const failure = failureOf(answer, pageText);
  const named = Object.fromEntries(Object.entries(failure.fields).map(([name, message]) => [FIELD_OF[name] ?? name, message]));
  return invalid("signup-details", values, failure.message, named);
}
