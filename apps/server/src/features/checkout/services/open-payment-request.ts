import { AUTO_RENEW_REFUSALS, decryptPaymentRequest, purchaseOfSeat, purchaseOfSelection, type Purchase } from "@investar/core";
import { paymentRequestSchema, type ParsedPaymentRequest } from "@investar/core/payments/payment-request-schema";
import { webinarPaymentRequestSchema, type ParsedWebinarPaymentRequest } from "@investar/contract/payments/webinar-payment-request";
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
  // Its `target` says whether it buys a seat or a subscription.
  const target = typeof json === "object" && json !== null ? (json as { target?: unknown }).target : undefined;
  // A seat is paid once: asking for auto-renew with it is said, not silently dropped with the unknown fields.
  if (target === "webinar" && (json as { autoRenew?: unknown }).autoRenew === true)
    throw badRequest(AUTO_RENEW_REFUSALS.notSubscription, { "request.autoRenew": [AUTO_RENEW_REFUSALS.notSubscription] });
  // Its fields are keyed under `request` (ADR 0019): they are not in the body, which is the ciphertext.
  return parseOrThrow(target === "webinar" ? webinarPaymentRequestSchema : paymentRequestSchema, json, {
    prefix: "request",
    message: "The payment request is incomplete or malformed.",
  });
}

/** What a parsed payment request buys: its seat, or its selection (whose isMobile the request's target set). */
export function purchaseOfPaymentRequest(request: ParsedPaymentRequest | ParsedWebinarPaymentRequest): Purchase {
  return request.target === "webinar" ? purchaseOfSeat(request) : purchaseOfSelection(request.selItems);
}
