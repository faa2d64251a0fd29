import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import { AppError } from "../../errors.ts";

export interface GoogleIdentity {
  email: string;
  name: string;
  /** The nonce the sign-in page sent to Google; checked and taken once by the caller (ADR 0031). */
  nonce: string | null;
}

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

// One key set per JWKS address for the life of the process: jose caches the keys and refetches on rotation.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(jwksUrl: string) {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

/** The key set could not be fetched (timeout, network, non-200, not JSON): Google's side, not the user's token. */
function isKeySetUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout) return true;
  if (!(error instanceof errors.JOSEError)) return true;
  return error.code === "ERR_JOSE_GENERIC";
}

/**
 * docs/architecture.md#social-login: a Google ID token is verified against Google's JWKS (GOOGLE_JWKS_URL), for our client id, from
 * Google's issuer, unexpired, with a verified email. A token for several audiences must name us as the
 * party it was issued to (`azp`), and so must any token that names one (OpenID Connect Core §3.1.3.7).
 * Anything else is refused with 401.
 */
export async function verifyGoogleIdToken(
  google: { clientId: string; jwksUrl: string },
  credential: string,
  now: Date,
): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, keySetFor(google.jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: google.clientId,
      algorithms: ["RS256"],
      currentDate: now,
    }));
  } catch (error) {
    if (isKeySetUnavailable(error))
      throw new AppError("Unavailable", "Google sign-in is unavailable right now. Please try again in a moment.");
    throw new AppError("Unauthorized", "We could not verify your Google sign-in. Please try again.");
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== google.clientId) {
    throw new AppError("Unauthorized", "We could not verify your Google sign-in. Please try again.");
  }
  // Older tokens carry the flag as a string.
  const verified = payload.email_verified === true || payload.email_verified === "true";
  if (typeof payload.email !== "string" || !payload.email || !verified) {
    throw new AppError(
      "Unauthorized",
      "Your Google account's email address is not verified. Verify it with Google, or sign up with your email address.",
    );
  }
  return {
    email: payload.email,
    name: typeof payload.name === "string" ? payload.name : "",
    nonce: typeof payload.nonce === "string" ? payload.nonce : null,
  };
}
