import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ccavenueDecrypt, ccavenueEncrypt, decodeFields, encodeFields } from "../../src/integrations/gateway/ccavenue-cipher.ts";

/**
 * CCAvenue's API on loopback for standing instructions (ccavenue-mandate.ts): it keeps every call's
 * decrypted payload and answers chargeSI and cancelSI with what the test put in `answers` (by command),
 * and orderStatusTracker with what it put in `statuses` (by order number).
 */
export async function startCcavenueMandateStandIn(workingKey: string, accessCode: string) {
  const calls: { command: string; payload: Record<string, unknown> }[] = [];
  const answers = new Map<string, Record<string, unknown>>();
  const statuses = new Map<string, Record<string, unknown>>();
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const form = decodeFields(body);
      if (form.access_code !== accessCode) return res.end(encodeFields({ status: "1", enc_response: "Access_code: Invalid Parameter" }));
      const payload = JSON.parse(ccavenueDecrypt(form.enc_request ?? "", workingKey)) as Record<string, unknown>;
      const command = form.command ?? "";
      calls.push({ command, payload });
      const answer =
        command === "orderStatusTracker"
          ? (statuses.get(String(payload.order_no)) ?? { status: 1, error_desc: "No records found" })
          : (answers.get(command) ?? { si_charge_status: "1", si_error_desc: "Unknown command" });
      res.end(encodeFields({ status: "0", enc_response: ccavenueEncrypt(JSON.stringify(answer), workingKey) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apis/servlet/DoWebTrans`;
  return {
    apiUrl,
    env: () => ({
      PAYMENT_GATEWAY: "ccavenue",
      CCAVENUE_MERCHANT_ID: "123456",
      CCAVENUE_ACCESS_CODE: accessCode,
      CCAVENUE_WORKING_KEY: workingKey,
      CCAVENUE_URL: "https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction",
      CCAVENUE_API_URL: apiUrl,
    }),
    calls,
    answers,
    statuses,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
