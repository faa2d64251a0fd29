import { createServer } from "node:http";
import { startTestSmtp } from "../../apps/server/test/support/test-smtp.ts";

/**
 * The integration tests' SMTP server (a real one on loopback, docs/architecture.md#mail-and-sms) on a fixed port, plus a tiny HTTP
 * view of what it caught so the browser tests can open the links the site mailed.
 */
export async function startMailCatcher(smtpPort: number, httpPort: number): Promise<void> {
  const smtp = await startTestSmtp(smtpPort);
  const http = createServer((request, response) => {
    const to = (new URL(request.url ?? "/", "http://localhost").searchParams.get("to") ?? "").toLowerCase();
    const found = smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase() === to));
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
}
