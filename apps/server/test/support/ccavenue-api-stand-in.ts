import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ccavenueDecrypt, ccavenueEncrypt, decodeFields, encodeFields } from "../../src/integrations/gateway/ccavenue-cipher.ts";

export const CCAVENUE_TEST_TRANSACTION_URL = "https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction";

/** What the stand-in answers one call with: a JSON object it encrypts as `status=0&enc_response=…`, a raw HTTP status and body, or nothing ever. */
export type CcavenueAnswer = { json: Record<string, unknown> } | { status: number; body: string } | { hang: true };

/** One call as CCAvenue's encrypted API receives it: the form's fields and the decrypted request. */
export interface CcavenueCall {
  command: string;
  form: Record<string, string>;
  request: Record<string, unknown>;
}

/**
 * CCAvenue's encrypted API (`/apis/servlet/DoWebTrans`) on loopback, so the real clients are driven over real HTTP
 * (docs/architecture.md#card-gateway). It checks the access code, decrypts each request and answers with what
 * `answer` says for it; the stand-ins for status queries, refunds and standing instructions are built on it.
 */
export async function startCcavenueApiStandIn(workingKey: string, accessCode: string, answer: (call: CcavenueCall) => CcavenueAnswer) {
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const form = decodeFields(body);
      if (form.access_code !== accessCode) return res.end(encodeFields({ status: "1", enc_response: "Access_code: Invalid Parameter" }));
      const request = JSON.parse(ccavenueDecrypt(form.enc_request ?? "", workingKey)) as Record<string, unknown>;
      const answered = answer({ command: form.command ?? "", form, request });
      if ("hang" in answered) return;
      if ("status" in answered) return res.writeHead(answered.status).end(answered.body);
      res.end(encodeFields({ status: "0", enc_response: ccavenueEncrypt(JSON.stringify(answered.json), workingKey) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apis/servlet/DoWebTrans`;
  return {
    apiUrl,
    /** The app's settings for CCAvenue with its API here (the payment page itself stays CCAvenue's test site). */
    env: () => ({
      PAYMENT_GATEWAY: "ccavenue",
      CCAVENUE_MERCHANT_ID: "123456",
      CCAVENUE_ACCESS_CODE: accessCode,
      CCAVENUE_WORKING_KEY: workingKey,
      CCAVENUE_URL: CCAVENUE_TEST_TRANSACTION_URL,
      CCAVENUE_API_URL: apiUrl,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
