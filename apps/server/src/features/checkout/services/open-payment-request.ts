import { decryptPaymentRequest } from "@investar/core";
import {
  paymentRequestSchemaFor,
  type ParsedPaymentRequest,
  type ParsedWebinarPaymentRequest,
} from "@investar/core/payments/payment-request-schema";
import type { AppDeps } from "../../../deps.ts";
import { AppError, badRequest, parseOrThrow } from "../../../errors.ts";
import { paymentRequestPassphrase, requireSessionSecret } from "../../payments/index.ts";

/**
 * docs/business-rules.md#payment-request-encryption: the body of EncryptFor{card gateway} is the payment request encrypted by the page (ADR 0007).
 * Anything that does not decrypt with this deployment's passphrase, or decrypts to something that is
 * not a payment request, is a 400: nothing about it reaches the pricing or the orders.
 */
export async function openPaymentRequest(deps: AppDeps, payload: string): Promise<ParsedPaymentRequest | ParsedWebinarPaymentRequest> {
  const plaintext = await decryptPaymentRequest(paymentRequestPassphrase(requireSessionSecret(deps)), payload);
  if (plaintext === null)
    throw new AppError("PaymentRequestUnreadable", "The payment request could not be read. Please reload the page and try again.", {
      status: 400,
    });
  let json: unknown;
  try {
    json = JSON.parse(plaintext);
  } catch {
    throw badRequest("The payment request is not valid JSON.");
  }
  // Its fields are keyed under `request` (ADR 0019): they are not in the body, which is the ciphertext.
  return parseOrThrow(paymentRequestSchemaFor(json), json, {
    prefix: "request",
    message: "The payment request is incomplete or malformed.",
  });
}
