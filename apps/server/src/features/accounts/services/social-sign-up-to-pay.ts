import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import type { SignIn } from "../../two-factor/index.ts";
import { findUserByEmail } from "./find-user-by-email.ts";
import { nameForSignUp } from "./log-in-with-facebook.ts";
import type { RegistrationExtras } from "./register-user.ts";
import { registerBuyer } from "./register-buyer.ts";
import { signInSocialUser } from "./sign-in-social-user.ts";
import type { SignUpConsentInput } from "../../privacy-consent/index.ts";
import { AGE_CONFIRMATION_REQUIRED } from "@investar/contract/parts/sign-up-consent";
import { privacyConsentMessages } from "@investar/core/privacy-consent";

const REG_SRC = { google: "Google", facebook: "Facebook" } as const;

/**
 * docs/business-rules.md#sign-up-to-pay with a provider (Google or Facebook), once the provider's proof was checked: a known
 * address signs in; a new one gets its checkout account — no free trial, no activation mail, the address verified since the
 * provider proved it, the mobile asked for later — and is signed in. One path for both providers, so the dialog's buttons differ
 * only in how the proof is checked.
 */
export async function socialSignUpToPay(
  deps: AppDeps,
  provider: keyof typeof REG_SRC,
  identity: { email: string; name: string },
  consent: SignUpConsentInput,
  extras: RegistrationExtras,
  /** Spends the provider's proof once it is to be used (Google's nonce), after the checks that let the page send it again. */
  claimProof: () => Promise<unknown> = async () => {},
): Promise<SignIn> {
  const known = await findUserByEmail(deps.db, identity.email);
  // docs/business-rules.md#privacy-notice: a new account needs the 18+ declaration; the page asks and sends the same proof again.
  if (!known && consent.AgeConfirmed !== true)
    throw new AppError(AGE_CONFIRMATION_REQUIRED, privacyConsentMessages.ageRequired, { status: 400 });
  await claimProof();
  if (known) return signInSocialUser(deps, known, provider);
  try {
    await registerBuyer(
      deps,
      { FullName: nameForSignUp(identity.name), Email: identity.email, MobileNo: "", RegSrc: REG_SRC[provider], ...consent },
      { ...extras, emailAlreadyVerified: true, mobileUnknown: true },
    );
  } catch (error) {
    // A parallel sign-in with the same address created it first: it exists either way.
    if (!(error instanceof AppError && error.code === "EmailRegistered")) throw error;
  }
  const user = await findUserByEmail(deps.db, identity.email);
  if (!user) throw new AppError("Conflict", "Your account could not be created. Please try again.");
  return signInSocialUser(deps, user, provider);
}
