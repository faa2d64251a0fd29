import { describe, expect, it } from "vitest";
import { GatewayQueryError } from "../src/integrations/gateway/card-gateway.ts";
import { ccavenueDecrypt, ccavenueEncrypt, encodeFields } from "../src/integrations/gateway/ccavenue-cipher.ts";
import { parseRefundDetailsAnswer, parseRefundOrderAnswer, refundOrderForm } from "../src/integrations/gateway/ccavenue-refund.ts";

// ccavenue-refund.ts (ADR 0038): CCAvenue's refund answers read leniently, and nothing unknown is taken for a refund.
const workingKey = "ABCDEF0123456789ABCDEF0123456789";
const answer = (json: unknown) => encodeFields({ status: "0", enc_response: ccavenueEncrypt(JSON.stringify(json), workingKey) });

describe("refundOrder", () => {
  it("is the encrypted JSON request their API documents, amounts as decimal strings", () => {
    const form = refundOrderForm(
      { trackingId: "313009876543", amount: 2941_00, currency: "INR", refundReference: "INV-1-R1" },
      { accessCode: "AVCODE", workingKey },
    );
    expect(form).toMatchObject({
      access_code: "AVCODE",
      command: "refundOrder",
      request_type: "JSON",
      response_type: "JSON",
      version: "1.2",
    });
    expect(JSON.parse(ccavenueDecrypt(form.enc_request!, workingKey))).toEqual({
      reference_no: "313009876543",
      refund_amount: "2941.00",
      refund_ref_no: "INV-1-R1",
    });
  });

  it("reads an acceptance as refunded, with or without its wrapper, and a state word when there is one", () => {
    expect(parseRefundOrderAnswer(answer({ Refund_Order_Result: { refund_status: 0, reason: "", error_code: "" } }), workingKey)).toEqual({
      outcome: "refunded",
      gatewayStatus: "Refunded",
      gatewayReference: null,
      reason: null,
    });
    expect(parseRefundOrderAnswer(answer({ refund_status: "0", refund_reference_no: 7001, refund_state: "Pending" }), workingKey)).toEqual({
      outcome: "pending",
      gatewayStatus: "Pending",
      gatewayReference: "7001",
      reason: null,
    });
    expect(parseRefundOrderAnswer(answer({ refund_status: 0, refund_state: "Under review" }), workingKey).outcome).toBe("unrecognised");
  });

  it("reads a refusal with its reason", () => {
    expect(
      parseRefundOrderAnswer(
        answer({ Refund_Order_Result: { refund_status: 1, reason: "Duplicate refund_ref_no", error_code: "51312" } }),
        workingKey,
      ),
    ).toEqual({ outcome: "failed", gatewayStatus: "Refused", gatewayReference: null, reason: "Duplicate refund_ref_no" });
  });

  it("throws, so nothing is decided, on a refused request, an unreadable answer or one without a refund_status", () => {
    expect(() => parseRefundOrderAnswer(encodeFields({ status: "1", enc_response: "Access_code: Invalid Parameter" }), workingKey)).toThrow(
      GatewayQueryError,
    );
    expect(() => parseRefundOrderAnswer(encodeFields({ status: "0", enc_response: "00ff" }), workingKey)).toThrow(/unreadable/);
    expect(() => parseRefundOrderAnswer(answer({ Refund_Order_Result: { reason: "?" } }), workingKey)).toThrow(/without a refund_status/);
  });
});

describe("getRefundDetails", () => {
  const details = (entries: unknown[]) => answer({ Refund_Details_Result: { status: 0, refund_Details: entries } });

  it("finds our refund by its refund_ref_no among the payment's refunds", () => {
    const body = details([
      { refund_ref_no: "INV-1-R1", refund_status: "Refunded", refund_reference_no: "7001" },
      { refund_ref_no: "INV-1-R2", refund_status: "Failed", reason: "Card account closed" },
    ]);
    expect(parseRefundDetailsAnswer(body, workingKey, "INV-1-R1")).toMatchObject({ outcome: "refunded", gatewayReference: "7001" });
    expect(parseRefundDetailsAnswer(body, workingKey, "INV-1-R2")).toMatchObject({ outcome: "failed", reason: "Card account closed" });
    expect(parseRefundDetailsAnswer(body, workingKey, "INV-1-R3")).toMatchObject({ outcome: "not-found" });
  });

  it("reads 'no records' as not found, and any other error as a failed query", () => {
    const none = answer({ Refund_Details_Result: { status: 1, error_desc: "No records found" } });
    expect(parseRefundDetailsAnswer(none, workingKey, "INV-1-R1").outcome).toBe("not-found");
    const broken = answer({ Refund_Details_Result: { status: 1, error_desc: "Service unavailable" } });
    expect(() => parseRefundDetailsAnswer(broken, workingKey, "INV-1-R1")).toThrow(/Service unavailable/);
  });
});
