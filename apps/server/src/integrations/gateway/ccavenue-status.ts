/**
 * CCAvenue's server-to-server status query, kept apart because it is the part of their protocol we
 * could least verify offline. As their API documents it: POST form fields `enc_request` (the JSON
 * `{"order_no": …}` encrypted with the working key), `access_code`, `command=orderStatusTracker`,
 * `request_type=JSON`, `response_type=JSON`, `version=1.2`. The answer is `status=0&enc_response=<hex>`
 * whose plaintext is a JSON object (older versions wrap it in `Order_Status_Result`) with
 * `order_status`, `order_no`, `reference_no` (the tracking id), `order_amt`, `order_currncy` (sic) and,
 * when something is wrong, `status: 1` and `error_desc`. `status=1` outside means the request itself
 * was refused, with the reason in clear.
 */
import { gatewayAmountToMinor } from "@investar/core";
import { GatewayQueryError, type GatewayOutcome, type GatewayStatus } from "./card-gateway.ts";
import { CcavenueCipherError, ccavenueDecrypt, ccavenueEncrypt, decodeFields } from "./ccavenue-cipher.ts";

export interface StatusApiKeys {
  accessCode: string;
  workingKey: string;
}

/** One call of CCAvenue's server-to-server API (the format above): the command and its encrypted JSON payload. */
export function ccavenueApiForm(command: string, payload: Record<string, string>, keys: StatusApiKeys): Record<string, string> {
  return {
    enc_request: ccavenueEncrypt(JSON.stringify(payload), keys.workingKey),
    access_code: keys.accessCode,
    command,
    request_type: "JSON",
    response_type: "JSON",
    version: "1.2",
  };
}

export function statusTrackerForm(orderNumber: string, keys: StatusApiKeys): Record<string, string> {
  return ccavenueApiForm("orderStatusTracker", { order_no: orderNumber }, keys);
}

/** Their order statuses in our words. Anything missing here is "unrecognised" and left for a person. */
const outcomeByStatus: Record<string, GatewayOutcome> = {
  Successful: "paid",
  Shipped: "paid", // paid and confirmed by the merchant
  Unsuccessful: "failed",
  Invalid: "failed",
  Timeout: "failed",
  Fraud: "failed",
  Cancelled: "failed", // an authorisation cancelled before capture: no money kept
  "Auto-Cancelled": "failed",
  "Auto-Reversed": "failed",
  Aborted: "cancelled",
  Initiated: "pending",
  Awaited: "pending",
};

// The wording CCAvenue uses for an order it never saw is not something we could pin down; only this reads as "not found".
const notFoundText = /no\s+records?|not\s+found/i;

export function parseStatusTrackerAnswer(body: string, workingKey: string): GatewayStatus {
  const outer = decodeFields(body.trim());
  if (outer.status !== "0") throw new GatewayQueryError(`status query refused: ${outer.enc_response ?? body.slice(0, 200)}`);
  let answer: Record<string, unknown>;
  try {
    const parsed = JSON.parse(ccavenueDecrypt(outer.enc_response ?? "", workingKey)) as Record<string, unknown>;
    answer = (parsed.Order_Status_Result as Record<string, unknown> | undefined) ?? parsed;
  } catch (error) {
    const why = error instanceof CcavenueCipherError ? error.message : "not JSON";
    throw new GatewayQueryError(`status answer unreadable: ${why}`);
  }
  const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : null);
  if (String(answer.status ?? "0") !== "0") {
    const description = text(answer.error_desc) ?? "no description";
    if (!notFoundText.test(description)) throw new GatewayQueryError(`status query failed: ${description}`);
    return { status: "not-found", gatewayStatus: description, orderNumber: null, amount: null, currency: null, trackingId: null };
  }
  const gatewayStatus = text(answer.order_status) ?? "";
  const amount = text(answer.order_amt);
  return {
    status: outcomeByStatus[gatewayStatus] ?? "unrecognised",
    gatewayStatus,
    orderNumber: text(answer.order_no),
    amount: amount === null ? null : gatewayAmountToMinor(amount),
    currency: text(answer.order_currncy),
    trackingId: text(answer.reference_no),
  };
}
