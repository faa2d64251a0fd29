import { startCcavenueApiStandIn, type CcavenueAnswer } from "./ccavenue-api-stand-in.ts";

export { CCAVENUE_TEST_TRANSACTION_URL } from "./ccavenue-api-stand-in.ts";

/**
 * CCAvenue's status API (orderStatusTracker) on loopback. It answers, per order number, whatever the test put in
 * `answers`: a JSON object, a raw HTTP status and body, or `hang` (the query is taken and never answered: a gateway
 * that stalls while a job waits on it).
 */
export async function startCcavenueStandIn(workingKey: string, accessCode: string) {
  const answers = new Map<string, CcavenueAnswer>();
  const received: Record<string, string>[] = [];
  /** The order numbers asked about, in order. */
  const queried: string[] = [];
  const api = await startCcavenueApiStandIn(workingKey, accessCode, ({ form, request }) => {
    received.push(form);
    const orderNo = String(request.order_no);
    queried.push(orderNo);
    return answers.get(orderNo) ?? { json: { status: 1, error_desc: "No records found", error_code: "" } };
  });
  return { ...api, answers, received, queried };
}
