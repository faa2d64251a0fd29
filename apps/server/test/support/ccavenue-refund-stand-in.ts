import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ccavenueDecrypt, ccavenueEncrypt, decodeFields, encodeFields } from "../../src/integrations/gateway/ccavenue-cipher.ts";
import { CCAVENUE_TEST_TRANSACTION_URL } from "./ccavenue-stand-in.ts";

type Answer = { json: Record<string, unknown> } | { status: number; body: string };

/**
 * CCAvenue's refund calls (refundOrder, getRefundDetails) on loopback, so the real refund client is driven
 * over real HTTP with the encrypted API (docs/architecture.md#card-gateway). Each call is recorded
 * decrypted; it answers, per command and refund_ref_no, whatever the test put in `answers` (a JSON object
 * it encrypts as `status=0&enc_response=…`, or a raw HTTP status and body). Unset: refundOrder accepts,
 * getRefundDetails knows no such refund.
 */
export async function startCcavenueRefundStandIn(workingKey: string, accessCode: string) {
  const answers = new Map<string, Answer>();
  const calls: { command: string; accessCode: string; requestType: string; request: Record<string, string> }[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const form = decodeFields(body);
      if (form.access_code !== accessCode) return res.end(encodeFields({ status: "1", enc_response: "Access_code: Invalid Parameter" }));
      const request = JSON.parse(ccavenueDecrypt(form.enc_request ?? "", workingKey)) as Record<string, string>;
      const command = form.command ?? "";
      calls.push({ command, accessCode: form.access_code, requestType: form.request_type ?? "", request });
      const fallback: Answer =
        command === "refundOrder"
          ? { json: { Refund_Order_Result: { refund_status: 0, reason: "", error_code: "" } } }
          : { json: { Refund_Details_Result: { status: 1, error_desc: "No records found", error_code: "" } } };
      const answer = answers.get(`${command}:${request.refund_ref_no}`) ?? fallback;
      if ("status" in answer) return res.writeHead(answer.status).end(answer.body);
      res.end(encodeFields({ status: "0", enc_response: ccavenueEncrypt(JSON.stringify(answer.json), workingKey) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apis/servlet/DoWebTrans`;
  return {
    env: () => ({
      PAYMENT_GATEWAY: "ccavenue",
      CCAVENUE_MERCHANT_ID: "123456",
      CCAVENUE_ACCESS_CODE: accessCode,
      CCAVENUE_WORKING_KEY: workingKey,
      CCAVENUE_URL: CCAVENUE_TEST_TRANSACTION_URL,
      CCAVENUE_API_URL: apiUrl,
    }),
    /** Keyed `<command>:<refund_ref_no>`. */
    answers,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
