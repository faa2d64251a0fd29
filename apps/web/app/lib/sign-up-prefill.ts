import { isSameSitePath, parseLandingPage, type RegSrc } from "@investar/core";
import type { SignUpPrefill } from "../components/account/sign-up-form.tsx";

/** docs/business-rules.md#sign-up-prefill sign-up query parameters: rid (invitation), ref (a member's referral link), email (Google, locked), name and returnUrl. */
export function signUpPrefill(search: URLSearchParams, defaultSource: RegSrc): SignUpPrefill {
  const lockedEmail = search.get("email")?.trim() || null;
  const returnUrl = search.get("returnUrl");
  return {
    lockedEmail,
    name: search.get("name")?.trim() ?? "",
    referralToken: search.get("rid")?.trim() || null,
    referrerCode: search.get("ref")?.trim() || null,
    regSrc: lockedEmail ? "Google" : defaultSource,
    landingPage: search.get("src") === "lpage" && search.get("landing") ? parseLandingPage(search.get("landing")) : null,
    returnUrl: isSameSitePath(returnUrl) ? returnUrl : null,
  };
}
