import { createHmac } from "node:crypto";

/**
 * The passphrase the page uses for SPEC §9's payment-request encryption (core's
 * encryptPaymentRequest). Per deployment and stable across restarts, derived one-way from
 * SESSION_SECRET so handing it to every visitor reveals nothing about the secret. It is not a secret
 * itself: the encryption is obfuscation, and the server re-quotes instead of trusting the request (ADR 0007).
 */
export function paymentRequestPassphrase(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("investar:payment-request-passphrase:v1").digest("base64url");
}
