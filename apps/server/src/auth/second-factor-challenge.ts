import { createHmac, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { SECOND_FACTOR_CHALLENGE_SECONDS } from "@investar/core";

/**
 * The password step's answer for an account with an authenticator (ADR 0031): proof that the first
 * factor passed, for this account, a few minutes ago. Not a session: nothing but the code step accepts it
 * (its own key and audience), and that step still needs a fresh code. Stateless, so any instance can take
 * the second step.
 */
const AUDIENCE = "investar-second-factor";

/** How the first factor was proved; carried to the audit trail and the answer of the second step. */
export type FirstFactor = "password" | "google" | "facebook" | "emailed-link";
const FIRST_FACTORS: readonly FirstFactor[] = ["password", "google", "facebook", "emailed-link"];

export interface SecondFactorChallenge {
  userId: number;
  via: FirstFactor;
}

/** A challenge as read back: with its random id, which wrong codes are counted against (ADR 0031). */
export interface ReadChallenge extends SecondFactorChallenge {
  id: string;
}

// Derived from the session secret, so a challenge can never pass for a session token or a device cookie.
const challengeKey = (secret: string) => createHmac("sha256", secret).update("second-factor-challenge").digest();

export async function signSecondFactorChallenge(secret: string, challenge: SecondFactorChallenge, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ via: challenge.via })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(challenge.userId))
    .setJti(randomBytes(16).toString("base64url"))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SECOND_FACTOR_CHALLENGE_SECONDS)
    .sign(challengeKey(secret));
}

/** The challenge's account and first factor, or null for anything expired, tampered with or not a challenge. */
export async function readSecondFactorChallenge(secret: string, token: string, now: Date): Promise<ReadChallenge | null> {
  try {
    const { payload } = await jwtVerify(token, challengeKey(secret), { algorithms: ["HS256"], audience: AUDIENCE, currentDate: now });
    const userId = Number(payload.sub);
    const via = payload.via as FirstFactor;
    if (!Number.isInteger(userId) || userId <= 0 || !FIRST_FACTORS.includes(via) || typeof payload.jti !== "string") return null;
    return { userId, via, id: payload.jti };
  } catch {
    return null;
  }
}
