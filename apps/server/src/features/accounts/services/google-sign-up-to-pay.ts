import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { verifyGoogleIdToken } from "../../../integrations/social/google-id-token.ts";
import type { SignIn } from "../../two-factor/index.ts";
import { claimGoogleNonce } from "./claim-google-nonce.ts";
import { findUserByEmail } from "./find-user-by-email.ts";
import { nameForSignUp } from "./log-in-with-facebook.ts";
import type { RegistrationExtras } from "./register-user.ts";
import { registerBuyer } from "./register-buyer.ts";
import { signInSocialUser } from "./sign-in-social-user.ts";
import type { SignUpConsentInput } from "../../privacy-consent/index.ts";
import { AGE_CONFIRMATION_REQUIRED } from "@investar/contract/parts/sign-up-consent";
import { privacyConsentMessages } from "@investar/core/privacy-consent";

/**
 * docs/business-rules.md#sign-up-to-pay, with Google: the same checks as googleLogin (a verified ID token, its server nonce used
 * once). A known address signs in; a new one gets its checkout account (Google proved the address, so it is verified; the mobile
 * is asked for later, as after Facebook) and is signed in.
 */
export async function googleSignUpToPay(
  deps: AppDeps,
  { credential, ...consent }: SignUpConsentInput & { credential: string },
  extras: RegistrationExtras,
): Promise<SignIn> {
  const { clientId, jwksUrl } = deps.config.google;
  if (!clientId) throw new AppError("Unavailable", "Google sign-in is not configured on this server (GOOGLE_CLIENT_ID is not set).");
  const identity = await verifyGoogleIdToken({ clientId, jwksUrl }, credential, deps.now());
  const known = await findUserByEmail(deps.db, identity.email);
  // docs/business-rules.md#privacy-notice: a new account needs the 18+ declaration. Asked for before the nonce is spent, so the
  // page's consent step can send this same token again with it; it still signs in or creates an account only once.
  if (!known && consent.AgeConfirmed !== true)
    throw new AppError(AGE_CONFIRMATION_REQUIRED, privacyConsentMessages.ageRequired, { status: 400 });
  await claimGoogleNonce(deps, identity.nonce);
  if (known) return signInSocialUser(deps, known, "google");
  try {
    await registerBuyer(
      deps,
      { FullName: nameForSignUp(identity.name), Email: identity.email, MobileNo: "", RegSrc: "Google", ...consent },
      { ...extras, emailAlreadyVerified: true, mobileUnknown: true },
    );
  } catch (error) {
    // A parallel sign-in with the same token's address created it first: it exists either way.
    if (!(error instanceof AppError && error.code === "EmailRegistered")) throw error;
  }
  const user = await findUserByEmail(deps.db, identity.email);
  if (!user) throw new AppError("Conflict", "Your account could not be created. Please try again.");
  return signInSocialUser(deps, user, "google");
}
