import { chosenMarketingKinds, privacyConsentMessages, type ConsentSource } from "@investar/core/privacy-consent";
import type { MarketingMailKind, RegSrc } from "@investar/core";
import { throwIfInvalid } from "../../../errors.ts";

/** What every sign-up path carries of the notice (docs/business-rules.md#privacy-notice). */
export interface SignUpConsentInput {
  /** The visitor ticked "I am 18 years or older". */
  AgeConfirmed?: boolean;
  /** The marketing kinds ticked; none is ticked for them. */
  MarketingKinds?: readonly MarketingMailKind[];
  /** The old single box: newsletter, webinar invitations and offers. */
  MarketingConsent?: boolean;
}

/**
 * docs/business-rules.md#privacy-notice: trading software is for adults, and a minor's data would need a parent's verifiable
 * consent, so no account is opened without the 18+ declaration. Refused as a field error on AgeConfirmed.
 */
export function assertAdult(input: SignUpConsentInput): void {
  throwIfInvalid({ AgeConfirmed: input.AgeConfirmed === true ? null : privacyConsentMessages.ageRequired });
}

export const marketingKindsOf = (input: SignUpConsentInput): MarketingMailKind[] =>
  chosenMarketingKinds(input.MarketingKinds, input.MarketingConsent);

/** Where a sign-up came from, in the words of the consent record. */
export function signUpConsentSource(
  regSrc: RegSrc,
  where: { landingPage?: number; brokerSource?: string; checkout?: boolean },
): ConsentSource {
  if (regSrc === "Google") return "google-sign-up";
  if (regSrc === "Facebook") return "facebook-sign-up";
  if (regSrc === "Webinar") return "webinar-registration";
  if (where.checkout) return "checkout";
  if (where.brokerSource || regSrc === "Zerodha") return "broker-page";
  if (where.landingPage || regSrc === "FacebookAds") return "landing-page";
  if (regSrc === "Tool") return "desktop-program";
  return "sign-up-form";
}
