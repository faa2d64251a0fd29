import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { verifyGoogleIdToken } from "../../../integrations/social/google-id-token.ts";
import type { SignIn } from "../../two-factor/index.ts";
import { claimGoogleNonce } from "./claim-google-nonce.ts";
import type { RegistrationExtras } from "./register-user.ts";
import { socialSignUpToPay } from "./social-sign-up-to-pay.ts";
import type { SignUpConsentInput } from "../../privacy-consent/index.ts";

/**
 * docs/business-rules.md#sign-up-to-pay, with Google: the same checks as googleLogin (a verified ID token, its server nonce used
 * once), then the checkout's social sign-up (social-sign-up-to-pay.ts).
 */
export async function googleSignUpToPay(
  deps: AppDeps,
  { credential, ...consent }: SignUpConsentInput & { credential: string },
  extras: RegistrationExtras,
): Promise<SignIn> {
  const { clientId, jwksUrl } = deps.config.google;
  if (!clientId) throw new AppError("Unavailable", "Google sign-in is not configured on this server (GOOGLE_CLIENT_ID is not set).");
  const identity = await verifyGoogleIdToken({ clientId, jwksUrl }, credential, deps.now());
  // The nonce is spent only once the 18+ declaration is there, so the page's consent step can send this same token again.
  return socialSignUpToPay(deps, "google", identity, consent, extras, () => claimGoogleNonce(deps, identity.nonce));
}
