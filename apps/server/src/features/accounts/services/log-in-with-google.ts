import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { verifyGoogleIdToken } from "../../../integrations/social/google-id-token.ts";
import type { SignIn } from "../../two-factor/index.ts";
import { claimGoogleNonce } from "./claim-google-nonce.ts";
import { findUserByEmail } from "./find-user-by-email.ts";
import { signInSocialUser } from "./sign-in-social-user.ts";

export type GoogleLoginOutcome = { kind: "signed-in"; signIn: SignIn } | { kind: "email-not-found"; email: string; name: string };

/**
 * googleLogin: a verified Google ID token, carrying a nonce from auth/googleNonce not used before, for a
 * known email signs that account in. An unknown email creates
 * nothing (docs/business-rules.md#social-login-errors: EmailNotFound means no user is saved); the page continues to sign-up with it pre-filled.
 */
export async function logInWithGoogle(deps: AppDeps, credential: string): Promise<GoogleLoginOutcome> {
  const { clientId, jwksUrl } = deps.config.google;
  if (!clientId) throw new AppError("Unavailable", "Google sign-in is not configured on this server (GOOGLE_CLIENT_ID is not set).");
  const identity = await verifyGoogleIdToken({ clientId, jwksUrl }, credential, deps.now());
  // Once per token, whatever follows: a token seen before (replayed, or taken from a log) is refused.
  await claimGoogleNonce(deps, identity.nonce);
  const user = await findUserByEmail(deps.db, identity.email);
  if (!user) return { kind: "email-not-found", email: identity.email, name: identity.name };
  return { kind: "signed-in", signIn: await signInSocialUser(deps, user, "google") };
}
