import { createHmac } from "node:crypto";
import type { AppDeps } from "../../../deps.ts";

/**
 * The passphrase the page uses for docs/business-rules.md#payment-request-encryption's payment-request encryption (core's
 * encryptPaymentRequest). Per deployment and stable across restarts, derived one-way from
 * SESSION_SECRET so handing it to every visitor reveals nothing about the secret. It is not a secret
 * itself: the encryption is obfuscation, and the server re-quotes instead of trusting the request (ADR 0007).
 */
export function paymentRequestPassphrase(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("investar:payment-request-passphrase:v1").digest("base64url");
}

/** The secret the passphrase derives from; boot resolves it before anything can ask (resolve-session-secret.ts). */
export function requireSessionSecret(deps: Pick<AppDeps, "config">): string {
  const secret = deps.config.sessionSecret;
  if (!secret) throw new Error("The session secret is not resolved; the payment-request passphrase derives from it.");
  return secret;
}
