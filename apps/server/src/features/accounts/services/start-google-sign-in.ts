import { GOOGLE_NONCE_SECONDS, issueGoogleNonce } from "../../../auth/google-nonce.ts";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";

/** GET auth/googleNonce: the one-time nonce the sign-in page sends to Google with the visitor (ADR 0031). */
export function startGoogleSignIn(deps: AppDeps): { nonce: string; expiresIn: number } {
  if (!deps.config.google.clientId) {
    throw new AppError("Unavailable", "Google sign-in is not configured on this server (GOOGLE_CLIENT_ID is not set).");
  }
  return { nonce: issueGoogleNonce(deps.config.sessionSecret!, deps.now()).nonce, expiresIn: GOOGLE_NONCE_SECONDS };
}
