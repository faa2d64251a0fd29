import { startCcavenueApiStandIn, type CcavenueAnswer } from "./ccavenue-api-stand-in.ts";

/**
 * CCAvenue's refund calls (refundOrder, getRefundDetails) on loopback. Each call is recorded decrypted; it answers,
 * per command and refund_ref_no, whatever the test put in `answers`. Unset: refundOrder accepts, getRefundDetails
 * knows no such refund.
 */
export async function startCcavenueRefundStandIn(workingKey: string, accessCode: string) {
  const answers = new Map<string, CcavenueAnswer>();
  const calls: { command: string; accessCode: string; requestType: string; request: Record<string, string> }[] = [];
  const api = await startCcavenueApiStandIn(workingKey, accessCode, ({ command, form, request }) => {
    const fields = request as Record<string, string>;
    calls.push({ command, accessCode: form.access_code ?? "", requestType: form.request_type ?? "", request: fields });
    const fallback: CcavenueAnswer =
      command === "refundOrder"
        ? { json: { Refund_Order_Result: { refund_status: 0, reason: "", error_code: "" } } }
        : { json: { Refund_Details_Result: { status: 1, error_desc: "No records found", error_code: "" } } };
    return answers.get(`${command}:${fields.refund_ref_no}`) ?? fallback;
  });
  /** `answers` is keyed `<command>:<refund_ref_no>`. */
  return { env: api.env, close: api.close, answers, calls };
}
