import { createServer } from "node:http";
import { startTestSmtp } from "../../apps/server/test/support/test-smtp.ts";

/** Where the server's SMS worker posts texts (SMS_URL): the catcher plays the HTTP SMS provider too. */
export const SMS_PATH = "/sms";

/**
 * The integration tests' SMTP server (a real one on loopback, docs/architecture.md#mail-and-sms) on a fixed port, plus a tiny HTTP
 * view of what it caught so the browser tests can open the links the site mailed. The same HTTP port stands in for the SMS
 * provider (a JSON POST of { to, text }, as the real one takes), so the journeys can read the codes the site texted.
 */
export async function startMailCatcher(smtpPort: number, httpPort: number): Promise<void> {
  const smtp = await startTestSmtp(smtpPort);
  const texts: { to: string; text: string }[] = [];
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === SMS_PATH) {
      if (request.method === "POST") {
        let body = "";
        request.on("data", (chunk) => (body += chunk));
        request.on("end", () => {
          texts.push(JSON.parse(body) as { to: string; text: string });
          response.writeHead(202).end();
        });
        return;
      }
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(texts.filter((sms) => sms.to === url.searchParams.get("to"))));
      return;
    }
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const found = smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase() === to));
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
}
