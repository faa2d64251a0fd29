import type { AppDeps } from "../../../deps.ts";
import type { SignIn } from "../../two-factor/index.ts";
import { facebookIdentity } from "./facebook-identity.ts";
import type { RegistrationExtras } from "./register-user.ts";
import { socialSignUpToPay } from "./social-sign-up-to-pay.ts";
import type { SignUpConsentInput } from "../../privacy-consent/index.ts";

/**
 * docs/business-rules.md#sign-up-to-pay, with Facebook: the access token checked as for facebookLogin, then the checkout's social
 * sign-up, as with Google: a new address gets no free trial and no activation mail (facebookLogin's sign-up gives both).
 */
export async function facebookSignUpToPay(
  deps: AppDeps,
  { accessToken, ...consent }: SignUpConsentInput & { accessToken: string },
  extras: RegistrationExtras,
): Promise<SignIn> {
  return socialSignUpToPay(deps, "facebook", await facebookIdentity(deps, accessToken), consent, extras);
}
