import { eq } from "drizzle-orm";
import { validateName } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { facebookIdentity } from "./facebook-identity.ts";
import { findUserByEmail } from "./find-user-by-email.ts";
import { registerUser, type RegistrationExtras } from "./register-user.ts";
import type { SignIn } from "../../two-factor/index.ts";
import { signInSocialUser } from "./sign-in-social-user.ts";
import { AGE_CONFIRMATION_REQUIRED } from "@investar/contract/parts/sign-up-consent";
import { privacyConsentMessages } from "@investar/core/privacy-consent";
import type { SignUpConsentInput } from "../../privacy-consent/index.ts";

const FALLBACK_NAME = "Investar Member";

/** docs/business-rules.md#name-rules names are ASCII letters and spaces; Facebook names may carry accents, dots or other scripts. */
export function nameForSignUp(profileName: string): string {
  const name = profileName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return validateName(name) ? FALLBACK_NAME : name;
}

/**
 * facebookLogin: the access token is checked with the Graph API; a known email signs in, an unknown one gets
 * a new account (RegSrc Facebook, email already verified by Facebook, 7-day trial) and is signed in. The checkout's
 * "Continue with Facebook" uses facebookSignUpToPay instead (docs/business-rules.md#sign-up-to-pay: no trial, no activation mail).
 */
export async function logInWithFacebook(
  deps: AppDeps,
  accessToken: string,
  consent: SignUpConsentInput,
  origin: Pick<RegistrationExtras, "ip" | "acquisition" | "language">,
): Promise<{ signIn: SignIn; isNewUser: boolean }> {
  const profile = await facebookIdentity(deps, accessToken);
  const known = await findUserByEmail(deps.db, profile.email);
  if (known) return { signIn: await signInSocialUser(deps, known, "facebook"), isNewUser: false };
  // docs/business-rules.md#privacy-notice: the account is completed only with the 18+ declaration; the page asks for it on
  // its consent step and sends the same token again.
  if (consent.AgeConfirmed !== true) throw new AppError(AGE_CONFIRMATION_REQUIRED, privacyConsentMessages.ageRequired, { status: 400 });

  const result = await registerUser(
    deps,
    { FullName: nameForSignUp(profile.name), Email: profile.email, MobileNo: "", RegSrc: "Facebook", ...consent },
    { ...origin, emailAlreadyVerified: true, mobileUnknown: true },
  );
  // A parallel login may have created the account first: either way it exists now.
  const [user] = result.userId
    ? await deps.db.select().from(schema.users).where(eq(schema.users.id, result.userId))
    : [await findUserByEmail(deps.db, profile.email)];
  if (!user) throw new AppError("Conflict", "Your account could not be created. Please try again.");
  return { signIn: await signInSocialUser(deps, user, "facebook"), isNewUser: result.category === "FreshRegistration" };
}
