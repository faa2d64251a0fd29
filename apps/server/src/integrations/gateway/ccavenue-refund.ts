/**
 * CCAvenue's refund calls through the same encrypted server-to-server API as the status query
 * (ccavenue-status.ts): POST `enc_request` (JSON encrypted with the working key), `access_code`,
 * `command`, `request_type=JSON`, `response_type=JSON`, `version=1.2`; the answer is
 * `status=0&enc_response=<hex>` (`status=1` with the reason in clear when the request itself is refused).
 *
 * - `refundOrder` with `reference_no` (the payment's tracking id), `refund_amount` (a decimal string) and
 *   `refund_ref_no` (ours, one per refund). Its answer, `Refund_Order_Result`, carries `refund_status`
 *   (0 accepted, 1 refused, with `reason` and `error_code`).
 * - `getRefundDetails` with `reference_no` and `refund_ref_no`: `Refund_Details_Result` with the refund's
 *   `refund_status` in words.
 *
 * refundOrder's request and its 0/1 answer are as CCAvenue's API guide describes them. The refund's own
 * reference and state words (`refund_reference_no`, `refund_state`) and the getRefundDetails command are
 * the part we could not verify offline (ADR 0038): they are read leniently, and a word we do not know
 * leaves the refund pending for a person rather than guessing.
 */
import { minorToGatewayAmount } from "@investar/core";
import { GatewayQueryError } from "./card-gateway.ts";
import { CcavenueCipherError, ccavenueDecrypt, decodeFields } from "./ccavenue-cipher.ts";
import { ccavenueApiForm, type StatusApiKeys } from "./ccavenue-status.ts";
import type { FormTransport } from "./form-transport.ts";
import type { GatewayRefundAnswer, GatewayRefundOutcome, GatewayRefundRequest, RefundGateway } from "./refund-gateway.ts";

export const refundCommands = { refund: "refundOrder", details: "getRefundDetails" } as const;

export function refundOrderForm(request: GatewayRefundRequest, keys: StatusApiKeys): Record<string, string> {
  return ccavenueApiForm(
    refundCommands.refund,
    { reference_no: request.trackingId, refund_amount: minorToGatewayAmount(request.amount), refund_ref_no: request.refundReference },
    keys,
  );
}

export function refundDetailsForm(request: Pick<GatewayRefundRequest, "trackingId" | "refundReference">, keys: StatusApiKeys) {
  return ccavenueApiForm(refundCommands.details, { reference_no: request.trackingId, refund_ref_no: request.refundReference }, keys);
}

/** Their refund words in ours; anything else is unrecognised. */
const outcomeByWord: Record<string, GatewayRefundOutcome> = {
  refunded: "refunded",
  success: "refunded",
  successful: "refunded",
  processed: "refunded",
  pending: "pending",
  initiated: "pending",
  awaited: "pending",
  "in process": "pending",
  failed: "failed",
  unsuccessful: "failed",
  rejected: "failed",
  cancelled: "failed",
};

const notFoundText = /no\s+records?|not\s+found/i;
const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : null);

/** The decrypted JSON of an API answer, unwrapped from its `<name>_Result`; throws GatewayQueryError for anything else. */
function openAnswer(body: string, wrapper: string, workingKey: string): Record<string, unknown> {
  const outer = decodeFields(body.trim());
  if (outer.status !== "0") throw new GatewayQueryError(`refund API refused the request: ${outer.enc_response ?? body.slice(0, 200)}`);
  try {
    const parsed = JSON.parse(ccavenueDecrypt(outer.enc_response ?? "", workingKey)) as Record<string, unknown>;
    return (parsed[wrapper] as Record<string, unknown> | undefined) ?? parsed;
  } catch (error) {
    throw new GatewayQueryError(`refund answer unreadable: ${error instanceof CcavenueCipherError ? error.message : "not JSON"}`);
  }
}

function answerOf(fields: Record<string, unknown>, accepted: boolean): GatewayRefundAnswer {
  const reason = text(fields.reason) || text(fields.error_desc) || null;
  const gatewayReference = text(fields.refund_reference_no) ?? text(fields.refund_id);
  if (!accepted) return { outcome: "failed", gatewayStatus: "Refused", gatewayReference, reason: reason ?? "Refused by the gateway" };
  const word = text(fields.refund_state) ?? text(fields.refund_status_desc) ?? "Refunded";
  return { outcome: outcomeByWord[word.trim().toLowerCase()] ?? "unrecognised", gatewayStatus: word, gatewayReference, reason: null };
}

export function parseRefundOrderAnswer(body: string, workingKey: string): GatewayRefundAnswer {
  const answer = openAnswer(body, "Refund_Order_Result", workingKey);
  const status = text(answer.refund_status) ?? "";
  if (status !== "0" && status !== "1")
    throw new GatewayQueryError(`refund answer without a refund_status: ${JSON.stringify(answer).slice(0, 200)}`);
  return answerOf(answer, status === "0");
}

export function parseRefundDetailsAnswer(body: string, workingKey: string, refundReference: string): GatewayRefundAnswer {
  const answer = openAnswer(body, "Refund_Details_Result", workingKey);
  if (String(answer.status ?? "0") !== "0") {
    const description = text(answer.error_desc) ?? "no description";
    if (!notFoundText.test(description)) throw new GatewayQueryError(`refund details query failed: ${description}`);
    return { outcome: "not-found", gatewayStatus: description, gatewayReference: null, reason: null };
  }
  const list = Array.isArray(answer.refund_Details) ? (answer.refund_Details as Record<string, unknown>[]) : [answer];
  const refund = list.find((entry) => text(entry.refund_ref_no) === refundReference);
  if (!refund) return { outcome: "not-found", gatewayStatus: "No such refund", gatewayReference: null, reason: null };
  const word = text(refund.refund_status) ?? "";
  const outcome = outcomeByWord[word.trim().toLowerCase()] ?? "unrecognised";
  return {
    outcome,
    gatewayStatus: word,
    gatewayReference: text(refund.refund_reference_no) ?? text(refund.refund_id),
    reason: outcome === "failed" ? (text(refund.reason) ?? word) : null,
  };
}

/** The refund client over a transport: HTTPS to CCAvenue, or the app's own router for the simulator. */
export function createCcavenueRefunds(settings: StatusApiKeys & { apiUrl: string }, transport: FormTransport): RefundGateway {
  const post = async (form: Record<string, string>) => {
    let answer: { status: number; body: string };
    try {
      answer = await transport(settings.apiUrl, form);
    } catch (error) {
      throw new GatewayQueryError(`refund API unreachable: ${(error as Error).message}`);
    }
    if (answer.status !== 200) throw new GatewayQueryError(`refund API answered HTTP ${answer.status}`);
    return answer.body;
  };
  return {
    async refund(request) {
      return parseRefundOrderAnswer(await post(refundOrderForm(request, settings)), settings.workingKey);
    },
    async refundStatus(request) {
      return parseRefundDetailsAnswer(await post(refundDetailsForm(request, settings)), settings.workingKey, request.refundReference);
    },
  };
}
