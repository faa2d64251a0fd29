import { parseLandingPage, safeReturnPath, type RegSrc } from "@investar/core";
import type { SignUpPrefill } from "../components/account/sign-up-form.tsx";

/** docs/business-rules.md#sign-up-prefill sign-up query parameters: rid (invitation), ref (a member's referral link), email (Google, locked), name and returnUrl. */
export function signUpPrefill(search: URLSearchParams, defaultSource: RegSrc): SignUpPrefill {
  const lockedEmail = search.get("email")?.trim() || null;
  return {
    lockedEmail,
    name: search.get("name")?.trim() ?? "",
    referralToken: search.get("rid")?.trim() || null,
    referrerCode: search.get("ref")?.trim() || null,
    regSrc: lockedEmail ? "Google" : defaultSource,
    landingPage: search.get("src") === "lpage" && search.get("landing") ? parseLandingPage(search.get("landing")) : null,
    returnUrl: safeReturnPath(search.get("returnUrl"), null),
  };
}

/** What a sign-up page's address carries that a social sign-in must not drop on its way back (docs/business-rules.md#sign-up-prefill, the referral reward). */
const CARRIED_THROUGH_SOCIAL_SIGN_IN = ["ref", "rid", "src", "landing", "returnUrl"] as const;

/**
 * Where a Google or Facebook sign-in with a new email continues: sign-up with the provider's email and
 * name, keeping the referral, invitation, landing page and returnUrl of the page it started on.
 */
export function socialSignUpPath(startedOn: URLSearchParams, email: string, name: string): string {
  const next = new URLSearchParams();
  for (const key of CARRIED_THROUGH_SOCIAL_SIGN_IN) {
    const value = startedOn.get(key);
    if (value) next.set(key, value);
  }
  next.set("email", email);
  next.set("name", name);
  return `/user/sign-up?${next.toString()}`;
}
