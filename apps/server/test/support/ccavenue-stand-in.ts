import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ccavenueDecrypt, ccavenueEncrypt, decodeFields, encodeFields } from "../../src/integrations/gateway/ccavenue-cipher.ts";

export const CCAVENUE_TEST_TRANSACTION_URL = "https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction";

/**
 * CCAvenue's status API (orderStatusTracker) on loopback, so the real gateway client is driven over
 * real HTTP (docs/architecture.md#card-gateway). It answers, per order number, whatever the test put in `answers`: a JSON
 * object that it encrypts as `status=0&enc_response=…`, or a raw HTTP status and body.
 */
export async function startCcavenueStandIn(workingKey: string, accessCode: string) {
  /** `hang`: the query is taken and never answered (a gateway that stalls while a job waits on it). */
  const answers = new Map<string, { json: Record<string, unknown> } | { status: number; body: string } | { hang: true }>();
  const received: Record<string, string>[] = [];
  /** The order numbers asked about, in order. */
  const queried: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const form = decodeFields(body);
      received.push(form);
      if (form.access_code !== accessCode) return res.end(encodeFields({ status: "1", enc_response: "Access_code: Invalid Parameter" }));
      const query = JSON.parse(ccavenueDecrypt(form.enc_request ?? "", workingKey)) as { order_no: string };
      queried.push(query.order_no);
      const answer = answers.get(query.order_no) ?? { json: { status: 1, error_desc: "No records found", error_code: "" } };
      if ("hang" in answer) return;
      if ("status" in answer) return res.writeHead(answer.status).end(answer.body);
      res.end(encodeFields({ status: "0", enc_response: ccavenueEncrypt(JSON.stringify(answer.json), workingKey) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apis/servlet/DoWebTrans`;
  return {
    apiUrl,
    /** The app's settings for CCAvenue with its status API here (the payment page itself stays CCAvenue's test site). */
    env: () => ({
      PAYMENT_GATEWAY: "ccavenue",
      CCAVENUE_MERCHANT_ID: "123456",
      CCAVENUE_ACCESS_CODE: accessCode,
      CCAVENUE_WORKING_KEY: workingKey,
      CCAVENUE_URL: CCAVENUE_TEST_TRANSACTION_URL,
      CCAVENUE_API_URL: apiUrl,
    }),
    answers,
    received,
    queried,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
